import { beforeAll, describe, expect, it } from 'vitest';
import { json, setupTestApp, type Caller } from '../../../test/helpers.ts';
import { createPosting, dayFromToday } from '../../../test/postings-factory.ts';
import { applications } from '../../db/schema/index.ts';

const t = setupTestApp();
const callers = {} as Record<'candidate' | 'incomplete' | 'rep' | 'staff', Caller>;
let candidateId: number;

beforeAll(async () => {
  const c = await t.as('candidate');
  candidateId = c.candidate.id;
  callers.candidate = c;
  callers.incomplete = await t.as('candidate', { onboardingComplete: false });
  callers.rep = await t.as('representative');
  callers.staff = await t.as('staff');
});

const get = (id: number | string, who: Caller | null) => (who ?? t.anonymous).get(`/api/charities/postings/${id}`);
const getPublic = (id: number | string) => t.app.inject({ method: 'GET', url: `/api/charities/postings/public/${id}` });

describe('one posting', () => {
  it('answers the summary with charity, position, mandate period, skills and requirements', async () => {
    const { posting, position, charityId } = await createPosting(t.deps.db, { positionName: 'Treasurer', skillIds: [1, 2], description: '<p>Keep <b>books</b></p>' });
    const res = await get(posting.id, callers.candidate);
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
    expect(json(await get(posting.id, callers.candidate))).toMatchObject({ applied: true, applyBlocker: 'applied' });
  });

  it('gives each visitor the reason they cannot apply', async () => {
    const { posting } = await createPosting(t.deps.db, { isNotBoard: true });
    expect(json(await get(posting.id, callers.incomplete))).toMatchObject({ applyBlocker: 'onboarding', charityPosition: { isNotBoard: true } });
    expect(json(await get(posting.id, callers.rep))).toMatchObject({ applyBlocker: 'notCandidate', applied: false });
    expect(json(await get(posting.id, callers.staff))).toMatchObject({ applyBlocker: 'notCandidate' });
    expect(json(await getPublic(posting.id))).toMatchObject({ id: posting.id, applyBlocker: 'notCandidate', applied: false });
  });

  it('shows an expired posting as expired (still readable) and the expiry day itself as open', async () => {
    const expired = (await createPosting(t.deps.db, { expiryDate: dayFromToday(-1) })).posting;
    expect(json(await get(expired.id, callers.candidate))).toMatchObject({ applyBlocker: 'expired' });
    expect(json(await getPublic(expired.id))).toMatchObject({ applyBlocker: 'expired' });
    const lastDay = (await createPosting(t.deps.db, { expiryDate: dayFromToday(0) })).posting;
    expect(json(await get(lastDay.id, callers.candidate))).toMatchObject({ applyBlocker: null });
  });

  it('shows a fulfilled posting as no longer available to apply for', async () => {
    const { posting } = await createPosting(t.deps.db, { statusId: 2 });
    expect(json(await get(posting.id, callers.candidate))).toMatchObject({ charityPostingStatusId: 2, applyBlocker: 'unavailable' });
  });

  it("answers 404 'The position is no longer available.' for unknown and deleted postings", async () => {
    const deleted = (await createPosting(t.deps.db, { deleted: true })).posting;
    const ofDeletedCharity = (await createPosting(t.deps.db, { charityDeleted: true })).posting;
    for (const id of [999999, deleted.id, ofDeletedCharity.id]) {
      for (const res of [await get(id, callers.candidate), await getPublic(id)]) {
        expect(res.statusCode).toBe(404);
        expect(json(res).message).toBe('The position is no longer available.');
      }
    }
  });

  it('needs a session on the signed-in call and refuses bad ids', async () => {
    const { posting } = await createPosting(t.deps.db);
    expect((await get(posting.id, null)).statusCode).toBe(401);
    expect((await get('abc', callers.candidate)).statusCode).toBe(400);
    expect((await getPublic('-1')).statusCode).toBe(400);
  });
});
