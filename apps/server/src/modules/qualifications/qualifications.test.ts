import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { CandidateOnboardingStep } from '@boardmatch/shared';
import { candidateMatchingPreferences, candidateOnboardingSteps, candidates, regions } from '../../db/schema/index.ts';
import { json, setupTestApp, type Caller, type SignedIn } from '../../../test/helpers.ts';
import { createCandidate } from '../../../test/factories.ts';
import { multipart, PDF_BYTES } from '../../../test/uploads.ts';

const t = setupTestApp();
let owner: Caller & { candidateId: number };
let other: Caller;
let staff: SignedIn;
let rep: Caller;
let actingStaff: Caller;
let ontario: { id: number; countryId: number };
let foreignRegion: { id: number; countryId: number };

beforeAll(async () => {
  const db = t.deps.db;
  const a = await t.as('candidate', { onboardingComplete: false });
  owner = { ...a, candidateId: a.candidate.id };
  other = await t.as('candidate');
  staff = await t.as('staff');
  rep = await t.as('representative');
  actingStaff = t.withToken(await t.deps.tokens.sign({ nameId: a.user.id, isSelf: 'False', involvement: 'candidate', actingAdminUserId: staff.user.id, tv: 0, atv: 0 }));
  const all = await db.select({ id: regions.id, countryId: regions.countryId, abbreviation: regions.abbreviation }).from(regions);
  ontario = all.find((r) => r.abbreviation === 'ON')!;
  foreignRegion = all.find((r) => r.countryId !== ontario.countryId)!;
});

/** The candidate allows charities to review the profile (or no longer does). */
async function allowReview(allowed: boolean) {
  await t.deps.db
    .insert(candidateMatchingPreferences)
    .values({ candidateId: owner.candidateId, permissionToViewInformation: allowed })
    .onConflictDoUpdate({ target: candidateMatchingPreferences.candidateId, set: { permissionToViewInformation: allowed } });
}
const base = () => `/api/candidates/${owner.candidateId}/qualifications`;
const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, who: Caller, payload?: object) => who.inject({ method, url, ...(payload ? { payload } : {}) });
const read = (who: Caller, candidateId = owner.candidateId) => who.get(`/api/candidates/${candidateId}/qualifications`);

const education = { candidateEducationTypeId: 3, institution: 'University of Toronto', designation: 'BA', areaOfStudy: 'Economics', start: '2010-09-01', end: '2014-05-01', skills: [1, 2] };
const experience = {
  title: 'Treasurer',
  organizationName: 'Food Bank',
  description: 'Kept the books.',
  candidateExperienceContractTypeId: 5,
  address: { city: 'Toronto', countryId: 0, regionId: 0 },
  start: '2018-01-01',
  end: null,
  skills: [1],
};

async function step2(): Promise<number | undefined> {
  const [row] = await t.deps.db
    .select({ p: candidateOnboardingSteps.completedPercent })
    .from(candidateOnboardingSteps)
    .where(and(eq(candidateOnboardingSteps.candidateId, owner.candidateId), eq(candidateOnboardingSteps.onboardingId, CandidateOnboardingStep.qualifications)));
  return row?.p;
}

describe('qualifications', () => {
  it('starts empty', async () => {
    const res = await read(owner);
    expect(res.statusCode).toBe(200);
    expect(json(res)).toEqual({ candidateQualificationsId: owner.candidateId, candidateId: owner.candidateId, candidateEducation: [], candidateExperience: [], resume: null });
  });

  it('adds, changes and deletes an education entry', async () => {
    const created = await send('POST', `${base()}/education`, owner, education);
    expect(created.statusCode).toBe(200);
    const [entry] = json(created).candidateEducation;
    expect(entry).toMatchObject({
      institution: 'University of Toronto',
      candidateEducationTypeId: 3,
      candidateEducationTypeName: "Bachelor's Degree",
      candidateQualificationsId: owner.candidateId,
      start: '2010-09-01',
      end: '2014-05-01',
      skills: [1, 2],
    });
    // No experience yet: step 2 is recorded as not complete.
    expect(await step2()).toBe(0);
    const changed = await send('PUT', `${base()}/education/${entry.id}`, owner, { ...education, end: '', designation: '', skills: [2] });
    expect(json(changed).candidateEducation[0]).toMatchObject({ end: null, designation: null, skills: [2] });
    const deleted = await send('DELETE', `${base()}/education/${entry.id}`, owner);
    expect(json(deleted).candidateEducation).toEqual([]);
    expect((await send('DELETE', `${base()}/education/${entry.id}`, owner)).statusCode).toBe(404);
  });

  it('adds an experience with its address, and records onboarding step 2 as complete', async () => {
    const res = await send('POST', `${base()}/experience`, owner, { ...experience, address: { city: 'Toronto', countryId: ontario.countryId, regionId: ontario.id } });
    expect(res.statusCode).toBe(200);
    expect(json(res).candidateExperience[0]).toMatchObject({
      title: 'Treasurer',
      organizationName: 'Food Bank',
      candidateExperienceLocationTypeId: 1,
      candidateExperienceLocationTypeName: 'Physical',
      candidateExperienceContractTypeId: 5,
      candidateExperienceContractTypeName: 'Volunteer',
      address: { city: 'Toronto', countryId: ontario.countryId, regionId: ontario.id, region: 'ON', country: 'Canada' },
      start: '2018-01-01',
      end: null,
      skills: [1],
    });
    expect(await step2()).toBe(100);
  });

  it('records step 2 as incomplete again when the last experience is deleted', async () => {
    const [a] = await t.deps.db.select({ c: candidates.onboardingComplete }).from(candidates).where(eq(candidates.id, owner.candidateId));
    expect(a!.c).toBe(false);
    const created = json(await send('POST', `${base()}/experience`, owner, { ...experience, address: null }));
    const all = created.candidateExperience as { id: number }[];
    for (const e of all) await send('DELETE', `${base()}/experience/${e.id}`, owner);
    expect(await step2()).toBe(0);
    expect((await send('POST', `${base()}/experience`, owner, { ...experience, address: null })).statusCode).toBe(200);
    expect(await step2()).toBe(100);
  });

  it('refuses dates out of order, naming both fields', async () => {
    const res = await send('POST', `${base()}/education`, owner, { ...education, start: '2015-01-01', end: '2014-01-01' });
    expect(res.statusCode).toBe(400);
    expect(json(res).issues).toEqual(
      expect.arrayContaining([
        { path: 'start', message: 'Start cannot be after end' },
        { path: 'end', message: 'End cannot be before start' },
      ]),
    );
    const exp = await send('POST', `${base()}/experience`, owner, { ...experience, address: null, start: '2020-02-02', end: '2020-02-01' });
    expect(exp.statusCode).toBe(400);
    expect(json(exp).issues.map((i: { path: string }) => i.path).sort()).toEqual(['end', 'start']);
    expect((await send('POST', `${base()}/education`, owner, { ...education, start: '2015-02-30' })).statusCode).toBe(400);
  });

  it('needs the level and institution, the title and organization name', async () => {
    const edu = await send('POST', `${base()}/education`, owner, { ...education, candidateEducationTypeId: null, institution: '  ' });
    expect(edu.statusCode).toBe(400);
    expect(json(edu).issues.map((i: { path: string }) => i.path).sort()).toEqual(['candidateEducationTypeId', 'institution']);
    const exp = await send('POST', `${base()}/experience`, owner, { ...experience, title: '', organizationName: undefined, address: null });
    expect(exp.statusCode).toBe(400);
    expect(json(exp).issues).toEqual(expect.arrayContaining([{ path: 'title', message: 'Title can not be empty' }]));
    expect(json(exp).issues.map((i: { path: string }) => i.path).sort()).toEqual(['organizationName', 'title']);
  });

  it('answers 400, never 500, to unknown skills, levels, types and regions of another country', async () => {
    const cases: [string, object, string][] = [
      ['education', { ...education, skills: [999999] }, 'skills'],
      ['education', { ...education, candidateEducationTypeId: 999 }, 'candidateEducationTypeId'],
      ['experience', { ...experience, address: null, skills: [1, 999999] }, 'skills'],
      ['experience', { ...experience, address: null, candidateExperienceContractTypeId: 999 }, 'candidateExperienceContractTypeId'],
      ['experience', { ...experience, address: null, candidateExperienceLocationTypeId: 999 }, 'candidateExperienceLocationTypeId'],
      ['experience', { ...experience, address: { city: 'Toronto', countryId: ontario.countryId, regionId: foreignRegion.id } }, 'address.regionId'],
      ['experience', { ...experience, address: { city: 'X', countryId: 9999, regionId: null } }, 'address.countryId'],
      ['experience', { ...experience, address: { city: 'X', countryId: null, regionId: 999999 } }, 'address.regionId'],
    ];
    for (const [kind, body, path] of cases) {
      const res = await send('POST', `${base()}/${kind}`, owner, body);
      expect(res.statusCode, path).toBe(400);
      expect(json(res).issues.map((i: { path: string }) => i.path), path).toContain(path);
    }
    const region = await send('POST', `${base()}/experience`, owner, { ...experience, address: { city: 'Toronto', countryId: ontario.countryId, regionId: foreignRegion.id } });
    expect(json(region).issues).toEqual([{ path: 'address.regionId', message: 'The province or state must be in the selected country' }]);
    const broken = await owner.post(`${base()}/experience`, '{"title":', { headers: { 'content-type': 'application/json' } });
    expect(broken.statusCode).toBe(400);
  });

  it('lets only the owner write, staff acting as the owner included', async () => {
    for (const who of [other, staff, rep]) {
      expect((await send('POST', `${base()}/education`, who, education)).statusCode).toBe(403);
      expect((await send('POST', `${base()}/experience`, who, { ...experience, address: null })).statusCode).toBe(403);
    }
    expect((await send('POST', `${base()}/education`, t.anonymous, education)).statusCode).toBe(401);
    expect((await send('POST', '/api/candidates/999999/qualifications/education', owner, education)).statusCode).toBe(404);
    const acting = await send('POST', `${base()}/education`, actingStaff, education);
    expect(acting.statusCode).toBe(200);
    const entryId = json(acting).candidateEducation[0].id;
    expect((await send('PUT', `${base()}/education/${entryId}`, other, education)).statusCode).toBe(403);
    expect((await send('DELETE', `${base()}/education/${entryId}`, staff)).statusCode).toBe(403);
    // Another candidate's entry cannot be reached through one's own record.
    const otherCandidate = await createCandidate(t.deps.db);
    const otherOwner = await t.as(otherCandidate.user);
    expect((await send('PUT', `/api/candidates/${otherCandidate.candidate.id}/qualifications/education/${entryId}`, otherOwner, education)).statusCode).toBe(404);
    expect((await send('DELETE', `/api/candidates/${otherCandidate.candidate.id}/qualifications/education/${entryId}`, otherOwner)).statusCode).toBe(404);
  });

  it('is read by the owner and staff, not by other candidates, nor by a charity the candidate neither applied to nor allows', async () => {
    expect((await read(t.anonymous)).statusCode).toBe(401);
    expect((await read(other)).statusCode).toBe(403);
    expect((await read(staff)).statusCode).toBe(200);
    expect((await read(rep)).statusCode).toBe(403);
    await allowReview(true);
    expect((await read(rep)).statusCode).toBe(200);
    await allowReview(false);
    expect((await read(rep)).statusCode).toBe(403);
    expect((await read(owner, 999999)).statusCode).toBe(404);
    expect((await read(owner, 0)).statusCode).toBe(400);
  });

  it('shows the resume to charities only as its privacy type allows', async () => {
    await allowReview(true);
    const body = multipart({ name: 'cv.pdf', bytes: PDF_BYTES }, { fileVisibilityId: '1' });
    const up = await owner.inject({ method: 'POST', url: `/api/files/upload/candidate/${owner.candidateId}/resume`, ...body });
    expect(up.statusCode).toBe(200);
    expect(json(await read(owner)).resume).toMatchObject({ originalName: 'cv.pdf', fileVisibilityId: 1 });
    expect(json(await read(staff)).resume).toMatchObject({ originalName: 'cv.pdf' });
    expect(json(await read(rep)).resume).toBeNull();
    await owner.put(`/api/files/${json(up).id}/visibility`, { fileVisibilityId: 3 });
    expect(json(await read(rep)).resume).toMatchObject({ originalName: 'cv.pdf', fileVisibilityId: 3 });
  });
});
