import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  applications,
  candidateMatchingPreferences,
  candidateOnboardingSteps,
  candidateSkills,
  candidates,
  charityPositions,
  charityPostings,
  userSocialMediaLinks,
} from '../../db/schema/index.ts';
import { json, setupTestApp, type Caller } from '../../../test/helpers.ts';

const t = setupTestApp();
let ontario: { id: number; countryId: number };
let washington: { id: number; countryId: number };
let owner: Awaited<ReturnType<typeof candidateSession>>;
let otherCandidate: Caller;
let staff: Caller;
let staffEmail: string;

async function candidateSession(o: { onboardingComplete?: boolean } = {}) {
  const session = await t.as('candidate', o);
  const { user, candidate } = session;
  return { ...session, candidateId: candidate.id, userId: user.id, email: user.email };
}

beforeAll(async () => {
  const regions = await t.regions();
  ontario = regions.find((r) => r.name === 'Ontario')!;
  washington = regions.find((r) => r.name === 'Washington')!;
  owner = await candidateSession({ onboardingComplete: false });
  otherCandidate = await candidateSession();
  const session = await t.as('staff');
  staffEmail = session.user.email;
  staff = session;
});

const call = (method: 'GET' | 'PUT' | 'DELETE' | 'POST', url: string, who: Caller | null, payload?: object) =>
  (who ?? t.anonymous).inject({ method, url, ...(payload ? { payload } : {}) });

const userInformation = (o: Record<string, unknown> = {}) => ({
  firstName: 'Ada',
  lastName: 'Lovelace',
  pronounId: 1,
  pronounOther: null,
  mainPhone: { number: '416-555-0100', extension: '12' },
  eveningPhone: { number: '416-555-0199', extension: '' },
  address: { address1: '1 King St W', city: 'Toronto', regionId: ontario.id, countryId: ontario.countryId, code: 'M5H 1A1' },
  ...o,
});
const details = (o: Record<string, unknown> = {}) => ({
  experienceTitle: 'Controller',
  experienceOrganizationName: 'Acme Ltd',
  isLookingForPosition: true,
  about: '<p>I <b>love</b> boards</p>',
  socialMedia: [{ socialMediaTypeId: 1, url: 'https://www.linkedin.com/in/ada' }],
  sourceOfIntroductionId: 1,
  sourceOfIntroductionDetails: 'A friend',
  ageGroupId: 2,
  minorityGroupIds: [1, 14],
  otherMinorityGroup: 'Acadian',
  displayEmail: true,
  acceptCommunications: true,
  ...o,
});
const matching = (o: Record<string, unknown> = {}) => ({
  skills: [1, 2],
  focusAreas: [1, 2],
  candidateBoardExperienceTypeId: 2,
  candidateEmployerVolunteerProgramTypeId: 1,
  candidateEmployerVolunteerProgramOther: null,
  volunteerExperienceTypeIds: [1],
  otherVolunteerExperience: null,
  geographicalAreaPreference: 'Toronto',
  reasonsAndGoals: '<p><u>Give back</u></p>',
  permissionToViewInformation: true,
  withdrawParticipation: false,
  ...o,
});
const issuesByPath = (res: { json: () => unknown }) => Object.fromEntries((json(res as never).issues as { path: string; message: string }[]).map((i) => [i.path, i.message]));
const stepPercent = async (candidateId: number, onboardingId: number) =>
  (await t.deps.db.select().from(candidateOnboardingSteps).where(eq(candidateOnboardingSteps.candidateId, candidateId))).find((s) => s.onboardingId === onboardingId)?.completedPercent;

describe('GET /api/candidates/me', () => {
  it("answers the session's own candidate with every tab", async () => {
    const res = await call('GET', '/api/candidates/me', owner);
    expect(res.statusCode).toBe(200);
    const body = json(res);
    expect(body.id).toBe(owner.candidateId);
    expect(body.userInformation.email).toBe(owner.email);
    expect(body.skills).toEqual([{ id: 1, name: expect.any(String) }]);
    expect(body.onboardingComplete).toBe(false);
    expect(body).not.toHaveProperty('passwordHash');
    expect(JSON.stringify(body)).not.toMatch(/password/i);
  });

  it('answers 401 without a session and 404 for a user who is not a candidate', async () => {
    expect((await call('GET', '/api/candidates/me', null)).statusCode).toBe(401);
    expect((await call('GET', '/api/candidates/me', staff)).statusCode).toBe(404);
  });
});

describe('PUT /api/candidates/:id/user-information', () => {
  it('saves name, pronoun, phones and address and records the information step once the details are complete', async () => {
    const res = await call('PUT', `/api/candidates/${owner.candidateId}/user-information`, owner, userInformation());
    expect(res.statusCode).toBe(200);
    const body = json(res);
    expect(body.profile.userInformation).toMatchObject({
      firstName: 'Ada',
      mainPhone: { number: '416-555-0100', extension: '12' },
      eveningPhone: { number: '416-555-0199' },
      address: { city: 'Toronto', regionId: ontario.id, region: 'ON', country: 'Canada' },
    });
    expect(body.stepCompleted).toBe(true);
    expect(await stepPercent(owner.candidateId, 1)).toBe(100);
    // Saving again replaces phones instead of adding more; the evening phone may be removed.
    const again = await call('PUT', `/api/candidates/${owner.candidateId}/user-information`, owner, userInformation({ eveningPhone: null }));
    expect(json(again).profile.userInformation.eveningPhone).toBeNull();
  });

  it("needs pronounOther when the pronoun is 'Other' (id 4)", async () => {
    const res = await call('PUT', `/api/candidates/${owner.candidateId}/user-information`, owner, userInformation({ pronounId: 4, pronounOther: '' }));
    expect(res.statusCode).toBe(400);
    expect(issuesByPath(res)['pronounOther']).toBe('Pronoun Other can not be empty');
    const ok = await call('PUT', `/api/candidates/${owner.candidateId}/user-information`, owner, userInformation({ pronounId: 4, pronounOther: 'Ze/Zir' }));
    expect(json(ok).profile.userInformation).toMatchObject({ pronounId: 4, pronounOther: 'Ze/Zir' });
  });

  it("answers each bad field in the spec's words and keeps nothing when the address is wrong", async () => {
    const res = await call('PUT', `/api/candidates/${owner.candidateId}/user-information`, owner, userInformation({ firstName: '', mainPhone: { number: 'abc' } }));
    expect(res.statusCode).toBe(400);
    expect(issuesByPath(res)['firstName']).toBe('First Name can not be empty');
    expect(issuesByPath(res)['mainPhone.number']).toBe('Please enter a valid phone number');
    const wrongRegion = await call('PUT', `/api/candidates/${owner.candidateId}/user-information`, owner, userInformation({ firstName: 'Changed', address: { city: 'Toronto', regionId: washington.id, countryId: ontario.countryId } }));
    expect(wrongRegion.statusCode).toBe(400);
    expect(json(await call('GET', '/api/candidates/me', owner)).userInformation.firstName).not.toBe('Changed');
    const unknownPronoun = await call('PUT', `/api/candidates/${owner.candidateId}/user-information`, owner, userInformation({ pronounId: 999 }));
    expect(unknownPronoun.statusCode).toBe(400);
  });

  it('is refused to another candidate, a charity representative and staff; 401 without session; 404 for an unknown id', async () => {
    const rep = await t.as('representative');
    for (const who of [otherCandidate, rep, staff]) {
      expect((await call('PUT', `/api/candidates/${owner.candidateId}/user-information`, who, userInformation())).statusCode).toBe(403);
    }
    expect((await call('PUT', `/api/candidates/${owner.candidateId}/user-information`, null, userInformation())).statusCode).toBe(401);
    expect((await call('PUT', '/api/candidates/999999/user-information', owner, userInformation())).statusCode).toBe(404);
  });

  it('lets an administrator acting as the candidate save as the owner', async () => {
    const res = await staff.post('/api/auth/authenticate-as-user', { reason: 'Help asked by phone', targetUserId: owner.userId, adminUsername: staffEmail, adminPassword: 'Test-pass1!' });
    expect(res.statusCode).toBe(200);
    const acting = t.withToken(json(res).token as string);
    const saved = await call('PUT', `/api/candidates/${owner.candidateId}/user-information`, acting, userInformation({ firstName: 'Acted' }));
    expect(saved.statusCode).toBe(200);
    expect(json(saved).profile.userInformation.firstName).toBe('Acted');
  });
});

describe('PUT /api/candidates/:id/details', () => {
  it('saves the details, sanitises the about text and keeps the other minority group only with id 14', async () => {
    const res = await call('PUT', `/api/candidates/${owner.candidateId}/details`, owner, details({ about: '<p>Hi<script>alert(1)</script><a href="x" onclick="y">link</a> <b>bold</b></p>' }));
    expect(res.statusCode).toBe(200);
    const d = json(res).profile.details;
    expect(d.about).toBe('<p>Hilink <b>bold</b></p>');
    expect(d).toMatchObject({ minorityGroupIds: [1, 14], otherMinorityGroup: 'Acadian', displayEmail: true, ageGroupId: 2 });
    expect(d.socialMedia).toEqual([{ socialMediaTypeId: 1, name: 'LinkedIn', url: 'https://www.linkedin.com/in/ada' }]);
    const without = json(await call('PUT', `/api/candidates/${owner.candidateId}/details`, owner, details({ minorityGroupIds: [1] }))).profile.details;
    expect(without.otherMinorityGroup).toBeNull();
  });

  it('refuses a bad link, a duplicate social media type, an unknown age group and another candidate', async () => {
    const bad = await call('PUT', `/api/candidates/${owner.candidateId}/details`, owner, details({ socialMedia: [{ socialMediaTypeId: 1, url: 'javascript:alert(1)' }] }));
    expect(bad.statusCode).toBe(400);
    expect(issuesByPath(bad)['socialMedia.0.url']).toBe('Please enter a full link starting with http:// or https://');
    const dup = await call('PUT', `/api/candidates/${owner.candidateId}/details`, owner, details({ socialMedia: [{ socialMediaTypeId: 1, url: 'https://a.example' }, { socialMediaTypeId: 1, url: 'https://b.example' }] }));
    expect(dup.statusCode).toBe(400);
    expect((await call('PUT', `/api/candidates/${owner.candidateId}/details`, owner, details({ ageGroupId: 999 }))).statusCode).toBe(400);
    expect((await call('PUT', `/api/candidates/${owner.candidateId}/details`, otherCandidate, details())).statusCode).toBe(403);
    expect((await call('PUT', `/api/candidates/${owner.candidateId}/details`, null, details())).statusCode).toBe(401);
    expect(await t.deps.db.select().from(userSocialMediaLinks).where(eq(userSocialMediaLinks.userId, owner.userId))).toHaveLength(1);
  });
});

describe('PUT /api/candidates/:id/matching-preferences', () => {
  it("saves every field, sanitises reasons and goals, records step 3 and answers 'Successfully updated your Matchmaking preferences.'", async () => {
    const res = await call('PUT', `/api/candidates/${owner.candidateId}/matching-preferences`, owner, matching({ reasonsAndGoals: '<p><u>Give</u> <img src=x onerror=alert(1)>back<script>x()</script></p>' }));
    expect(res.statusCode).toBe(200);
    const body = json(res);
    expect(body.message).toBe('Successfully updated your Matchmaking preferences.');
    expect(body.profile.matchingPreferences).toMatchObject({ candidateBoardExperienceTypeId: 2, volunteerExperienceTypeIds: [1], permissionToViewInformation: true, reasonsAndGoals: '<p><u>Give</u> back</p>' });
    expect(body.profile.skills.map((s: { id: number }) => s.id).sort()).toEqual([1, 2]);
    expect(body.profile.focusAreas).toHaveLength(2);
    expect(await stepPercent(owner.candidateId, 3)).toBe(100);
  });

  it('stores reasons and goals with only bold, italic, underline, paragraphs and line breaks', async () => {
    const attack =
      '<h1>Goals</h1><p onclick="x()"><b>Serve</b> <img src=x onerror=alert(1)><a href="javascript:alert(1)">well</a><br><script>alert(2)</script><em>now</em></p>';
    const res = await call('PUT', `/api/candidates/${owner.candidateId}/matching-preferences`, owner, matching({ reasonsAndGoals: attack }));
    expect(res.statusCode).toBe(200);
    const [stored] = await t.deps.db
      .select({ text: candidateMatchingPreferences.reasonsAndGoals })
      .from(candidateMatchingPreferences)
      .where(eq(candidateMatchingPreferences.candidateId, owner.candidateId));
    expect(stored!.text).toBe('Goals<p><b>Serve</b> well<br /><em>now</em></p>');
  });

  it("needs at least 1 skill and 1 focus area: 'Must select at least 1 Skill', 'Must select at least 1 Focus Area'", async () => {
    const res = await call('PUT', `/api/candidates/${owner.candidateId}/matching-preferences`, owner, matching({ skills: [], focusAreas: [] }));
    expect(res.statusCode).toBe(400);
    expect(json(res).message).toBe('Please enter all required fields marked red.');
    expect(issuesByPath(res)).toMatchObject({ skills: 'Must select at least 1 Skill', focusAreas: 'Must select at least 1 Focus Area' });
  });

  it("needs 'Please specify' for volunteer experience Other (4) and employer program Other (6)", async () => {
    const res = await call('PUT', `/api/candidates/${owner.candidateId}/matching-preferences`, owner, matching({ volunteerExperienceTypeIds: [4], candidateEmployerVolunteerProgramTypeId: 6 }));
    expect(res.statusCode).toBe(400);
    expect(issuesByPath(res)).toMatchObject({ otherVolunteerExperience: 'Please specify', candidateEmployerVolunteerProgramOther: 'Please specify' });
    const ok = await call(
      'PUT',
      `/api/candidates/${owner.candidateId}/matching-preferences`,
      owner,
      matching({ volunteerExperienceTypeIds: [4], otherVolunteerExperience: 'Coaching', candidateEmployerVolunteerProgramTypeId: 6, candidateEmployerVolunteerProgramOther: 'Matching gifts' }),
    );
    expect(json(ok).profile.matchingPreferences).toMatchObject({ otherVolunteerExperience: 'Coaching', candidateEmployerVolunteerProgramOther: 'Matching gifts' });
  });

  it('refuses an unknown skill without keeping anything, and other users', async () => {
    const res = await call('PUT', `/api/candidates/${owner.candidateId}/matching-preferences`, owner, matching({ skills: [1, 999999] }));
    expect(res.statusCode).toBe(400);
    expect(await t.deps.db.select().from(candidateSkills).where(eq(candidateSkills.candidateId, owner.candidateId))).toHaveLength(2);
    expect((await call('PUT', `/api/candidates/${owner.candidateId}/matching-preferences`, staff, matching())).statusCode).toBe(403);
    expect((await call('PUT', '/api/candidates/999999/matching-preferences', owner, matching())).statusCode).toBe(404);
  });
});

describe('PUT /api/candidates/:id/release-form', () => {
  it('saves even when not agreed, but step 5 counts complete only when agreed', async () => {
    const no = await call('PUT', `/api/candidates/${owner.candidateId}/release-form`, owner, { acceptTermsAndConditions: false });
    expect(no.statusCode).toBe(200);
    expect(json(no)).toMatchObject({ stepCompleted: false, profile: { acceptTermsAndConditions: false } });
    expect(json(no).message).toMatch(/must agree/);
    expect(await stepPercent(owner.candidateId, 5)).toBe(0);
    const yes = await call('PUT', `/api/candidates/${owner.candidateId}/release-form`, owner, { acceptTermsAndConditions: true });
    expect(json(yes)).toMatchObject({ stepCompleted: true, profile: { acceptTermsAndConditions: true } });
    expect(await stepPercent(owner.candidateId, 5)).toBe(100);
    expect((await call('PUT', `/api/candidates/${owner.candidateId}/release-form`, otherCandidate, { acceptTermsAndConditions: true })).statusCode).toBe(403);
    expect((await call('PUT', `/api/candidates/${owner.candidateId}/release-form`, owner, { acceptTermsAndConditions: 'yes' })).statusCode).toBe(400);
  });
});

describe('unlinking skills and focus areas', () => {
  it('removes one but never the last one', async () => {
    const c = await candidateSession();
    await t.deps.db.insert(candidateSkills).values({ candidateId: c.candidateId, skillId: 2 });
    const removed = await call('DELETE', `/api/candidates/${c.candidateId}/skill/2`, c);
    expect(removed.statusCode).toBe(200);
    expect(json(removed).skills.map((s: { id: number }) => s.id)).toEqual([1]);
    const last = await call('DELETE', `/api/candidates/${c.candidateId}/skill/1`, c);
    expect(last.statusCode).toBe(400);
    expect(json(last).message).toBe('Must have at least one Skill in your Candidate Profile');
    const lastFocus = await call('DELETE', `/api/candidates/${c.candidateId}/focusArea/1`, c);
    expect(lastFocus.statusCode).toBe(400);
    expect(json(lastFocus).message).toBe('Must have at least one Area of Focus in your Candidate Profile');
    expect((await call('DELETE', `/api/candidates/${c.candidateId}/skill/77`, c)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/candidates/${c.candidateId}/skill/1`, otherCandidate)).statusCode).toBe(403);
    expect((await call('DELETE', `/api/candidates/${c.candidateId}/skill/1`, null)).statusCode).toBe(401);
    expect((await call('DELETE', '/api/candidates/999999/focusArea/1', c)).statusCode).toBe(404);
  });
});

describe('welcome dialog', () => {
  it('shows while onboarding is incomplete until suppressed; only the owner', async () => {
    const c = await candidateSession({ onboardingComplete: false });
    expect(json(await call('GET', `/api/candidates/${c.candidateId}/welcome`, c))).toEqual({ showWelcome: true });
    expect((await call('PUT', `/api/candidates/${c.candidateId}/welcome/suppress`, otherCandidate)).statusCode).toBe(403);
    expect((await call('PUT', `/api/candidates/${c.candidateId}/welcome/suppress`, c)).statusCode).toBe(200);
    expect(json(await call('GET', `/api/candidates/${c.candidateId}/welcome`, c))).toEqual({ showWelcome: false });
    expect((await call('GET', `/api/candidates/${c.candidateId}/welcome`, null)).statusCode).toBe(401);
    expect((await call('GET', '/api/candidates/999999/welcome', c)).statusCode).toBe(404);
    const done = await candidateSession({ onboardingComplete: true });
    expect(json(await call('GET', `/api/candidates/${done.candidateId}/welcome`, done))).toEqual({ showWelcome: false });
  });
});

describe('viewing a candidate (2.2)', () => {
  async function reviewable(permission: boolean, withdraw = false) {
    const c = await candidateSession();
    await call('PUT', `/api/candidates/${c.candidateId}/user-information`, c, userInformation());
    await call('PUT', `/api/candidates/${c.candidateId}/details`, c, details({ displayEmail: false }));
    await call('PUT', `/api/candidates/${c.candidateId}/matching-preferences`, c, matching({ permissionToViewInformation: permission, withdrawParticipation: withdraw }));
    return c;
  }

  it('shows the owner and staff everything the view has', async () => {
    const c = await reviewable(false);
    const mine = await call('GET', `/api/candidates/${c.candidateId}`, c);
    expect(mine.statusCode).toBe(200);
    expect(json(mine)).toMatchObject({ firstName: 'Ada', pronoun: 'She/Her', phone: { number: '416-555-0100' }, email: null, location: { city: 'Toronto', region: 'ON' } });
    expect(json(mine).reasonsAndGoals).toContain('Give back');
    expect((await call('GET', `/api/candidates/${c.candidateId}`, staff)).statusCode).toBe(200);
  });

  it('shows a charity representative only candidates who allow review or applied to their charity', async () => {
    const rep = await t.as('representative');
    const { charityId } = rep;
    const hidden = await reviewable(false);
    expect((await call('GET', `/api/candidates/${hidden.candidateId}`, rep)).statusCode).toBe(403);
    const withdrawn = await reviewable(true, true);
    expect((await call('GET', `/api/candidates/${withdrawn.candidateId}`, rep)).statusCode).toBe(403);
    const open = await reviewable(true);
    const seen = await call('GET', `/api/candidates/${open.candidateId}?pid=5`, rep);
    expect(seen.statusCode).toBe(200);
    expect(json(seen).resume).toBeNull();
    // Applying to one of the charity's postings opens the profile to that charity.
    const [position] = await t.deps.db.insert(charityPositions).values({ charityId, name: 'Treasurer' }).returning();
    const [posting] = await t.deps.db
      .insert(charityPostings)
      .values({ charityId, charityPositionId: position!.id, description: 'Treasurer', startDate: '2030-01-01', endDate: '2031-01-01', expiryDate: '2030-01-01' })
      .returning();
    await t.deps.db.insert(applications).values({ postingId: posting!.id, candidateId: hidden.candidateId, charityId, charityPositionId: position!.id, description: 'Me' });
    expect((await call('GET', `/api/candidates/${hidden.candidateId}?pid=${posting!.id}`, rep)).statusCode).toBe(200);
  });

  it('refuses another candidate, answers 401 without session and 404 for an unknown id', async () => {
    expect((await call('GET', `/api/candidates/${owner.candidateId}`, otherCandidate)).statusCode).toBe(403);
    expect((await call('GET', `/api/candidates/${owner.candidateId}`, null)).statusCode).toBe(401);
    expect((await call('GET', '/api/candidates/999999', staff)).statusCode).toBe(404);
    expect((await call('GET', '/api/candidates/abc', staff)).statusCode).toBe(400);
  });

  it('answers the public profile only for candidates who allow review, without phone, e-mail or resume', async () => {
    const open = await reviewable(true);
    await t.deps.db.update(candidates).set({ displayEmail: true }).where(eq(candidates.id, open.candidateId));
    const res = await call('GET', `/api/candidates/public/${open.candidateId}`, null);
    expect(res.statusCode).toBe(200);
    expect(json(res)).toMatchObject({ phone: null, email: null, resume: null, firstName: 'Ada' });
    // Signed in, the e-mail shows because the candidate chose to display it.
    expect(json(await call('GET', `/api/candidates/${open.candidateId}`, staff)).email).toBe(open.email);
    const hidden = await reviewable(false);
    expect((await call('GET', `/api/candidates/public/${hidden.candidateId}`, null)).statusCode).toBe(404);
    await t.deps.db.update(candidateMatchingPreferences).set({ withdrawParticipation: true }).where(eq(candidateMatchingPreferences.candidateId, open.candidateId));
    expect((await call('GET', `/api/candidates/public/${open.candidateId}`, null)).statusCode).toBe(404);
    expect((await call('GET', '/api/candidates/public/999999', null)).statusCode).toBe(404);
  });
});
