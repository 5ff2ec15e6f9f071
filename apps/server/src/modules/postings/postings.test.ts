import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, json, setupTestApp, signIn } from '../../../test/helpers.ts';
import { createCandidate, createCharityRepresentative, createStaff } from '../../../test/factories.ts';
import { createPosting, dayFromToday } from '../../../test/postings-factory.ts';
import { applications } from '../../db/schema/index.ts';

const t = setupTestApp();
const tokens: Record<'candidate' | 'incomplete' | 'rep' | 'staff', string> = { candidate: '', incomplete: '', rep: '', staff: '' };
let candidateId: number;

beforeAll(async () => {
  const c = await createCandidate(t.deps.db);
  candidateId = c.candidate.id;
  tokens.candidate = (await signIn(t.app, c.user.email)).token;
  tokens.incomplete = (await signIn(t.app, (await createCandidate(t.deps.db, { onboardingComplete: false })).user.email)).token;
  tokens.rep = (await signIn(t.app, (await createCharityRepresentative(t.deps.db)).user.email)).token;
  tokens.staff = (await signIn(t.app, (await createStaff(t.deps.db)).user.email)).token;
});

const get = (id: number | string, token: string | null) =>
  t.app.inject({ method: 'GET', url: `/api/charities/postings/${id}`, headers: token ? bearer(token) : {} });
const getPublic = (id: number | string) => t.app.inject({ method: 'GET', url: `/api/charities/postings/public/${id}` });

describe('one posting', () => {
  it('answers the summary with charity, position, mandate period, skills and requirements', async () => {
    const { posting, position, charityId } = await createPosting(t.deps.db, { positionName: 'Treasurer', skillIds: [1, 2], description: '<p>Keep <b>books</b></p>' });
    const res = await get(posting.id, tokens.candidate);
    expect(res.statusCode).toBe(200);
    const body = json(res);
    expect(body).toMatchObject({
      id: posting.id,
      charityId,
      charity: { id: charityId },
      charityPosition: { id: position.id, name: 'Treasurer', isNotBoard: false },
      specialRequirements: 'CPA preferred',
      startDate: posting.startDate,
      endDate: posting.endDate,
      expiryDate: posting.expiryDate,
      charityPostingStatusId: 1,
      applied: false,
      applyBlocker: null,
    });
    expect(body.description).toBe('<p>Keep <b>books</b></p>');
    expect(body.candidateSkill.map((s: { id: number }) => s.id).sort()).toEqual([1, 2]);
    expect(body).not.toHaveProperty('charityRepresentativeId');
  });

  it('tells a signed-in candidate that they already applied', async () => {
    const { posting, charityId, position } = await createPosting(t.deps.db);
    await t.deps.db.insert(applications).values({ postingId: posting.id, candidateId, charityId, charityPositionId: position.id, description: 'Me' });
    expect(json(await get(posting.id, tokens.candidate))).toMatchObject({ applied: true, applyBlocker: 'applied' });
  });

  it('gives each visitor the reason they cannot apply', async () => {
    const { posting } = await createPosting(t.deps.db, { isNotBoard: true });
    expect(json(await get(posting.id, tokens.incomplete))).toMatchObject({ applyBlocker: 'onboarding', charityPosition: { isNotBoard: true } });
    expect(json(await get(posting.id, tokens.rep))).toMatchObject({ applyBlocker: 'notCandidate', applied: false });
    expect(json(await get(posting.id, tokens.staff))).toMatchObject({ applyBlocker: 'notCandidate' });
    expect(json(await getPublic(posting.id))).toMatchObject({ id: posting.id, applyBlocker: 'notCandidate', applied: false });
  });

  it('shows an expired posting as expired (still readable) and the expiry day itself as open', async () => {
    const expired = (await createPosting(t.deps.db, { expiryDate: dayFromToday(-1) })).posting;
    expect(json(await get(expired.id, tokens.candidate))).toMatchObject({ applyBlocker: 'expired' });
    expect(json(await getPublic(expired.id))).toMatchObject({ applyBlocker: 'expired' });
    const lastDay = (await createPosting(t.deps.db, { expiryDate: dayFromToday(0) })).posting;
    expect(json(await get(lastDay.id, tokens.candidate))).toMatchObject({ applyBlocker: null });
  });

  it('shows a fulfilled posting as no longer available to apply for', async () => {
    const { posting } = await createPosting(t.deps.db, { statusId: 2 });
    expect(json(await get(posting.id, tokens.candidate))).toMatchObject({ charityPostingStatusId: 2, applyBlocker: 'unavailable' });
  });

  it("answers 404 'The position is no longer available.' for unknown and deleted postings", async () => {
    const deleted = (await createPosting(t.deps.db, { deleted: true })).posting;
    const ofDeletedCharity = (await createPosting(t.deps.db, { charityDeleted: true })).posting;
    for (const id of [999999, deleted.id, ofDeletedCharity.id]) {
      for (const res of [await get(id, tokens.candidate), await getPublic(id)]) {
        expect(res.statusCode).toBe(404);
        expect(json(res).message).toBe('The position is no longer available.');
      }
    }
  });

  it('needs a session on the signed-in call and refuses bad ids', async () => {
    const { posting } = await createPosting(t.deps.db);
    expect((await get(posting.id, null)).statusCode).toBe(401);
    expect((await get('abc', tokens.candidate)).statusCode).toBe(400);
    expect((await getPublic('-1')).statusCode).toBe(400);
  });
});
