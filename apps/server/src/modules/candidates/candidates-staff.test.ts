import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { applications, users } from '../../db/schema/index.ts';
import { updateUserState } from '../users/index.ts';
import { json, setupTestApp, signIn, TEST_PASSWORD, type Caller } from '../../../test/helpers.ts';
import { createCandidate, createCharityRepresentative, createStaff } from '../../../test/factories.ts';
import { HUGE_ID } from '../../../test/bad-input.ts';
import { createPosting } from '../../../test/postings-factory.ts';
import { PDF_BYTES, multipart } from '../../../test/uploads.ts';

/** The staff Candidates screen's routes: who may call them, what they change, and bad input. */
const t = setupTestApp();
const callers = {} as Record<'admin' | 'staff' | 'representative' | 'candidate', Caller>;
let region: { id: number; countryId: number };

beforeAll(async () => {
  callers.admin = await t.as('staff');
  callers.staff = await t.as('staff', { roleId: 2 });
  callers.representative = await t.as('representative');
  callers.candidate = await t.as('candidate');
  const regions = await t.regions();
  region = regions[0]!;
});

type Who = keyof typeof callers | 'anonymous';
const as = (who: Who) => (who === 'anonymous' ? t.anonymous : callers[who]);
const call = (who: Who, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
  as(who).inject({ method, url, ...(payload === undefined ? {} : { payload: payload as object }) });

let seq = 0;
const form = (o: Record<string, unknown> = {}) => ({
  email: `staff.made${++seq}@example.org`,
  password: 'Made-pass1!',
  firstName: 'Mona',
  lastName: `Made${seq}`,
  pronounId: null,
  mainPhone: { number: '416-555-0199' },
  address: { city: 'Thunder Bay', regionId: region.id, countryId: region.countryId },
  about: '<p><b>Keen</b> <script>x</script>treasurer</p>',
  skills: [1, 2],
  focusAreas: [3],
  minorityGroupIds: [14],
  otherMinorityGroup: 'Newcomers',
  ...o,
});
const update = (o: Record<string, unknown> = {}) => {
  const { password: _password, ...rest } = form();
  return { ...rest, email: `staff.update${++seq}@example.org`, ...o };
};

const OVERRIDE = '?AdminOverride=1';
const listIds = async (isDisabled: 0 | 1, who: Who = 'admin') =>
  (json(await call(who, 'POST', '/api/candidates/read', { Filters: [{ name: 'AdminOverride', values: [1] }, { name: 'IsDisabled', values: [isDisabled] }] })).candidates as { id: number }[]).map((c) => c.id);

describe('who may call the staff candidate routes', () => {
  it('both staff roles; a representative, a candidate 403; anonymous 401', async () => {
    const { candidate } = await createCandidate(t.deps.db);
    const routes: [Parameters<typeof call>[1], string, unknown?][] = [
      ['GET', `/api/candidates/cities${OVERRIDE}`],
      ['GET', `/api/candidates/province${OVERRIDE}`],
      ['GET', `/api/candidates/${candidate.id}/profile${OVERRIDE}`],
      ['POST', '/api/users/someone.new@example.org'],
    ];
    for (const [method, url, body] of routes) {
      for (const who of ['admin', 'staff'] as const) expect((await call(who, method, url, body)).statusCode, `${who} ${url}`).toBe(200);
      for (const who of ['representative', 'candidate'] as const) expect((await call(who, method, url, body)).statusCode, `${who} ${url}`).toBe(403);
      expect((await call('anonymous', method, url, body)).statusCode).toBe(401);
    }
    for (const [method, url, body] of [
      ['POST', '/api/candidates', form()],
      ['PUT', `/api/candidates/${candidate.id}`, update()],
      ['PUT', `/api/candidates/${candidate.id}/enabled`, { isDisabled: true }],
      ['DELETE', `/api/candidates/${candidate.id}`],
    ] as const) {
      for (const who of ['representative', 'candidate'] as const) expect((await call(who, method, url, body)).statusCode, `${who} ${method} ${url}`).toBe(403);
      expect((await call('anonymous', method, url, body)).statusCode).toBe(401);
    }
  });

  it('reads of other users\' data need AdminOverride (400 without it)', async () => {
    const { candidate } = await createCandidate(t.deps.db);
    for (const url of ['/api/candidates/cities', '/api/candidates/province', `/api/candidates/${candidate.id}/profile`]) {
      const res = await call('admin', 'GET', url);
      expect(res.statusCode, url).toBe(400);
      expect(json(res).issues).toEqual([expect.objectContaining({ path: 'AdminOverride' })]);
      expect((await call('admin', 'GET', `${url}?AdminOverride=maybe`)).statusCode).toBe(400);
    }
  });
});

describe('filters: cities and provinces candidates live in', () => {
  it('answers lower-case cities and the regions in use, and the list filters by them', async () => {
    const made = json(await call('staff', 'POST', '/api/candidates', form({ address: { city: 'Fredericton', regionId: region.id, countryId: region.countryId } })));
    const cities = json(await call('admin', 'GET', `/api/candidates/cities${OVERRIDE}`)) as unknown as string[];
    expect(cities).toContain('fredericton');
    expect(cities.every((c) => c === c.toLowerCase())).toBe(true);
    const regions = json(await call('admin', 'GET', `/api/candidates/province${OVERRIDE}`)) as unknown as { id: number }[];
    expect(regions.map((r) => r.id)).toContain(region.id);
    const byCity = json(await call('admin', 'POST', '/api/candidates/read', { Filters: [{ name: 'AdminOverride', values: [1] }, { name: 'City', values: ['fredericton'] }] }));
    expect(byCity.candidates.map((c: { id: number }) => c.id)).toEqual([made.id]);
    const byProvince = json(await call('admin', 'POST', '/api/candidates/read', { Filters: [{ name: 'AdminOverride', values: [1] }, { name: 'Province', values: [region.id] }, { name: 'skillSet', values: [2] }, { name: 'focusAreas', values: [3] }] }));
    expect(byProvince.candidates.map((c: { id: number }) => c.id)).toContain(made.id);
  });
});

describe('create a candidate (staff)', () => {
  it('creates a verified user who signs in with the password staff set, with the candidate in one go', async () => {
    const input = form();
    const res = await call('staff', 'POST', '/api/candidates', input);
    expect(res.statusCode, res.body).toBe(201);
    const profile = json(res);
    expect(profile.userInformation).toMatchObject({ firstName: 'Mona', email: input.email, address: { city: 'Thunder Bay' }, mainPhone: { number: '416-555-0199' } });
    expect(profile.details.about).toBe('<p><b>Keen</b> treasurer</p>');
    expect(profile.details.minorityGroupIds).toEqual([14]);
    expect(profile.details.otherMinorityGroup).toBe('Newcomers');
    expect(profile.skills.map((s: { id: number }) => s.id).sort()).toEqual([1, 2]);
    const session = await signIn(t.app, input.email, 'Made-pass1!');
    expect(session.body.candidate.candidate.id).toBe(profile.id);
    expect(await listIds(0)).toContain(profile.id);
    // The profile the dialog reads is the same.
    expect(json(await call('admin', 'GET', `/api/candidates/${profile.id}/profile${OVERRIDE}`)).userInformation.email).toBe(input.email);
  });

  it('answers 409 for an e-mail already registered, and the check says it is taken', async () => {
    const input = form();
    expect((await call('admin', 'POST', '/api/candidates', input)).statusCode).toBe(201);
    const again = await call('admin', 'POST', '/api/candidates', { ...input, email: input.email.toUpperCase() });
    expect(again.statusCode).toBe(409);
    expect(json(again).message).toBe('Email is already registered. Please, try another one.');
    expect(json(await call('admin', 'POST', `/api/users/${encodeURIComponent(input.email)}`))).toEqual({ taken: true });
    expect(json(await call('staff', 'POST', '/api/users/nobody.here@example.org'))).toEqual({ taken: false });
  });

  it('answers 400 naming each bad field', async () => {
    const issuesOf = async (body: unknown) => {
      const res = await call('admin', 'POST', '/api/candidates', body);
      expect(res.statusCode).toBe(400);
      return (json(res).issues as { path: string }[]).map((i) => i.path);
    };
    expect(await issuesOf(form({ firstName: '', lastName: ' ' }))).toEqual(expect.arrayContaining(['firstName', 'lastName']));
    expect(await issuesOf(form({ email: 'not-an-email' }))).toEqual(['email']);
    expect(await issuesOf(form({ password: 'weakpass' }))).toEqual(['password']);
    expect(await issuesOf(form({ pronounId: 4, pronounOther: '' }))).toEqual(['pronounOther']);
    expect(await issuesOf(form({ skills: [] }))).toEqual(['skills']);
    expect(await issuesOf(form({ skills: [HUGE_ID] }))).toEqual(['skills.0']);
    expect((await call('admin', 'POST', '/api/candidates', form({ firstName: 'Mo\u0000na' }))).statusCode).toBe(400);
    // Unknown references are bad input, not a server error; nothing was written.
    const email = 'ghost.ref@example.org';
    expect((await call('admin', 'POST', '/api/candidates', form({ email, skills: [99999] }))).statusCode).toBe(400);
    expect(json(await call('admin', 'POST', `/api/users/${email}`))).toEqual({ taken: false });
    expect((await call('admin', 'POST', '/api/users/not%00mail')).statusCode).toBe(400);
    expect([400, 414]).toContain((await call('admin', 'POST', `/api/users/${'x'.repeat(300)}@example.org`)).statusCode);
  });
});

describe('update a candidate (staff)', () => {
  it('changes the user and the candidate; the new e-mail signs in', async () => {
    const { candidate, user } = await createCandidate(t.deps.db);
    const input = update({ firstName: 'Renamed', pronounId: 4, pronounOther: 'ze/zir', skills: [5], minorityGroupIds: [2], otherMinorityGroup: 'dropped' });
    const res = await call('staff', 'PUT', `/api/candidates/${candidate.id}`, input);
    expect(res.statusCode, res.body).toBe(200);
    expect(json(res).userInformation).toMatchObject({ firstName: 'Renamed', pronounOther: 'ze/zir', email: input.email });
    expect(json(res).details.otherMinorityGroup).toBeNull();
    expect(json(res).skills.map((s: { id: number }) => s.id)).toEqual([5]);
    await signIn(t.app, input.email);
    await expect(signIn(t.app, user.email)).rejects.toThrow();
    // The candidate's own answer to 'looking for a board position' stays unless staff send one.
    expect(json(await call('admin', 'PUT', `/api/candidates/${candidate.id}`, update({ isLookingForPosition: false }))).details.isLookingForPosition).toBe(false);
    expect(json(await call('admin', 'PUT', `/api/candidates/${candidate.id}`, update())).details.isLookingForPosition).toBe(false);
  });

  it("answers 409 for another user's e-mail, 404 for an unknown or deleted candidate, 400 for a huge id", async () => {
    const { candidate } = await createCandidate(t.deps.db);
    const other = await createCandidate(t.deps.db);
    expect((await call('admin', 'PUT', `/api/candidates/${candidate.id}`, update({ email: other.user.email }))).statusCode).toBe(409);
    expect((await call('admin', 'PUT', '/api/candidates/999999', update())).statusCode).toBe(404);
    expect((await call('admin', 'PUT', `/api/candidates/${HUGE_ID}`, update())).statusCode).toBe(400);
    expect((await call('admin', 'GET', `/api/candidates/999999/profile${OVERRIDE}`)).statusCode).toBe(404);
    expect((await call('admin', 'GET', `/api/candidates/${HUGE_ID}/profile${OVERRIDE}`)).statusCode).toBe(400);
    expect((await call('admin', 'PUT', `/api/candidates/${candidate.id}`, update({ lastName: 'x\u0000' }))).statusCode).toBe(400);
  });
});

describe('deactivate and activate', () => {
  it('moves the candidate to Inactive, ends their candidate sessions and refuses their sign-in; activate reverses it', async () => {
    const { candidate, user } = await createCandidate(t.deps.db);
    const own = await t.as(user);
    expect((await own.get('/api/candidates/me')).statusCode).toBe(200);

    const off = await call('staff', 'PUT', `/api/candidates/${candidate.id}/enabled`, { isDisabled: true });
    expect(off.statusCode).toBe(200);
    expect(json(off)).toEqual({ id: candidate.id, isDisabled: true });
    expect(await listIds(1)).toContain(candidate.id);
    expect(await listIds(0)).not.toContain(candidate.id);
    expect((await own.get('/api/candidates/me')).statusCode).toBe(401);
    const refused = await t.app.inject({ method: 'POST', url: '/api/auth', payload: { UserName: user.email, Password: TEST_PASSWORD } });
    expect(refused.statusCode).toBe(403);
    expect(json(refused).code).toBe('CANDIDATE_INACTIVE');
    const refresh = await t.app.inject({ method: 'POST', url: '/api/auth/refresh-token', cookies: { bm_refresh: own.refreshToken } });
    expect(refresh.statusCode).toBe(401);

    expect(json(await call('admin', 'PUT', `/api/candidates/${candidate.id}/enabled`, { isDisabled: false }))).toEqual({ id: candidate.id, isDisabled: false });
    expect(await listIds(0)).toContain(candidate.id);
    const back = await t.as(user);
    expect((await back.get('/api/candidates/me')).statusCode).toBe(200);
  });

  it('leaves a deactivated candidate who also represents a charity their other involvement, without the candidate one', async () => {
    const { candidate, user } = await createCandidate(t.deps.db);
    await createCharityRepresentative(t.deps.db, { userId: user.id, select: false });
    await call('admin', 'PUT', `/api/candidates/${candidate.id}/enabled`, { isDisabled: true });
    const s = await t.as(user);
    const session = json(await s.get('/api/users/session'));
    expect(session.involvements.map((i: { involvement: string }) => i.involvement)).toEqual(['charityRepresentative']);
    const sw = await s.post('/api/users/state/switch', { involvement: 'candidate' });
    expect(sw.statusCode).toBe(403);
  });

  it('answers 404 for an unknown candidate, 400 for a huge id or a bad body', async () => {
    expect((await call('admin', 'PUT', '/api/candidates/999999/enabled', { isDisabled: true })).statusCode).toBe(404);
    expect((await call('admin', 'PUT', `/api/candidates/${HUGE_ID}/enabled`, { isDisabled: true })).statusCode).toBe(400);
    const { candidate } = await createCandidate(t.deps.db);
    expect((await call('admin', 'PUT', `/api/candidates/${candidate.id}/enabled`, { isDisabled: 'yes' })).statusCode).toBe(400);
  });
});

describe('delete', () => {
  it('removes the candidate from every list and erases a user who holds nothing else', async () => {
    const { candidate, user } = await createCandidate(t.deps.db);
    expect((await call('staff', 'DELETE', `/api/candidates/${candidate.id}`)).statusCode).toBe(204);
    expect(await listIds(0)).not.toContain(candidate.id);
    expect(await listIds(1)).not.toContain(candidate.id);
    expect((await call('admin', 'GET', `/api/candidates/${candidate.id}/profile${OVERRIDE}`)).statusCode).toBe(404);
    expect((await call('admin', 'DELETE', `/api/candidates/${candidate.id}`)).statusCode).toBe(404);
    const [row] = await t.deps.db.select({ isDisabled: users.isDisabled, userName: users.userName }).from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({ isDisabled: true, userName: `deleted-${user.id}@deleted.invalid` });
    // The account is erased: its e-mail no longer names anyone.
    expect((await t.app.inject({ method: 'POST', url: '/api/auth', payload: { UserName: user.email, Password: TEST_PASSWORD } })).statusCode).toBe(401);
  });

  it("takes the candidate's applications off the charity's list", async () => {
    const rep = await t.as('representative');
    const { candidate } = await createCandidate(t.deps.db);
    const { posting, position } = await createPosting(t.deps.db, { charityId: rep.charityId });
    await t.deps.db.insert(applications).values({ postingId: posting.id, candidateId: candidate.id, charityId: rep.charityId, charityPositionId: position.id, description: 'Because' });
    const listed = async () => json(await rep.post('/api/candidates/applications/read', {})).total as number;
    const counted = async () => {
      const res = await rep.post(`/api/charities/${rep.charityId}/postings/read`, {});
      return (json(res).postings as { id: number; applicationCount: number }[]).find((p) => p.id === posting.id)!.applicationCount;
    };
    expect(await listed()).toBe(1);
    expect(await counted()).toBe(1);
    expect((await call('admin', 'DELETE', `/api/candidates/${candidate.id}`)).statusCode).toBe(204);
    expect(await listed()).toBe(0);
    expect(await counted()).toBe(0);
  });

  it('keeps a user who is also staff able to sign in', async () => {
    const staff = await createStaff(t.deps.db);
    const { candidate } = await createCandidate(t.deps.db, { userId: staff.user.id });
    expect((await call('admin', 'DELETE', `/api/candidates/${candidate.id}`)).statusCode).toBe(204);
    const s = await signIn(t.app, staff.user.email);
    expect(s.body.candidate).toBeNull();
  });

  it('leaves a staff member who removes their own candidate record their staff session', async () => {
    const staff = await createStaff(t.deps.db);
    const { candidate } = await createCandidate(t.deps.db, { userId: staff.user.id });
    await updateUserState(t.deps.db, staff.user.id, { boardmatchRole: 1, candidateRole: 0 });
    const own = await t.as(staff.user);
    expect((await own.put(`/api/candidates/${candidate.id}/enabled`, { isDisabled: true })).statusCode).toBe(200);
    expect((await own.delete(`/api/candidates/${candidate.id}`)).statusCode).toBe(204);
    expect((await own.get(`/api/candidates/cities${OVERRIDE}`)).statusCode).toBe(200);
  });

  it('answers 400 for a huge id and 404 for an unknown one', async () => {
    expect((await call('admin', 'DELETE', `/api/candidates/${HUGE_ID}`)).statusCode).toBe(400);
    expect((await call('admin', 'DELETE', '/api/candidates/999999')).statusCode).toBe(404);
  });
});

describe("the resume on the candidate's behalf", () => {
  it('staff upload, change who may see it, download and delete; a representative may not', async () => {
    const { candidate } = await createCandidate(t.deps.db);
    const upload = (who: Who) => as(who).inject({ method: 'POST', url: `/api/files/upload/candidate/${candidate.id}/resume`, ...multipart({ name: 'cv.pdf', bytes: PDF_BYTES }, { fileVisibilityId: '1' }) });
    expect((await upload('representative')).statusCode).toBe(403);
    expect((await upload('candidate')).statusCode).toBe(403);
    const res = await upload('staff');
    expect(res.statusCode, res.body).toBe(200);
    const resumeId = json(res).id as number;
    expect((await call('representative', 'PUT', `/api/files/${resumeId}/visibility`, { fileVisibilityId: 3 })).statusCode).toBe(403);
    expect(json(await call('admin', 'PUT', `/api/files/${resumeId}/visibility`, { fileVisibilityId: 3 })).fileVisibilityId).toBe(3);
    const download = await call('staff', 'GET', `/api/files/download/${resumeId}`);
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.subarray(0, 8).toString()).toBe('%PDF-1.4');
    expect((await call('representative', 'DELETE', `/api/files/${resumeId}`)).statusCode).toBe(403);
    expect((await call('admin', 'DELETE', `/api/files/${resumeId}`)).statusCode).toBe(204);
    expect(json(await call('admin', 'GET', `/api/candidates/${candidate.id}/qualifications`)).resume).toBeNull();
  });
});
