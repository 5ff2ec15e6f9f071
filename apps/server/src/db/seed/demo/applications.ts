import { ApplicationStatus } from '@boardmatch/shared';
import type { DemoData } from './data.ts';
import type { Random } from './random.ts';
import { at, daysFromToday } from './dates.ts';
import type { DemoCandidate } from './candidates.ts';
import type { DemoCharity, DemoPosting, PostingKind } from './charities.ts';

const S = ApplicationStatus;

/** The statuses an application passed through to reach its current one (after 'Application in Progress'). */
const PATHS: Record<number, number[]> = {
  [S.applied]: [],
  [S.underReview]: [S.underReview],
  [S.interview]: [S.underReview, S.interview],
  [S.offerExtended]: [S.underReview, S.interview, S.offerExtended],
  [S.accepted]: [S.underReview, S.interview, S.offerExtended, S.accepted],
  [S.declinedByCharity]: [S.underReview, S.declinedByCharity],
  [S.withdrawn]: [S.withdrawn],
};

/** Calendar days a demo application may have waited in Applied: some are reminded or overdue, none closed. */
const DEMO_LONGEST_WAIT_DAYS = 25;

const STATUS_WEIGHTS: Record<Exclude<PostingKind, 'fulfilled'>, [number, number][]> = {
  open: [[S.applied, 35], [S.underReview, 20], [S.interview, 15], [S.offerExtended, 8], [S.withdrawn, 10], [S.declinedByCharity, 12]],
  expiring: [[S.applied, 35], [S.underReview, 20], [S.interview, 15], [S.offerExtended, 8], [S.withdrawn, 10], [S.declinedByCharity, 12]],
  expired: [[S.applied, 15], [S.underReview, 15], [S.interview, 10], [S.withdrawn, 20], [S.declinedByCharity, 40]],
};

const NOTES = [
  'I have served on two boards and would bring strong financial oversight to your team.',
  'Your mission matters to me personally, and my professional background fits this role well.',
  'I have volunteered with similar organizations for years and would love to contribute at the board level.',
  'I bring experience in governance and strategic planning, and I live in your neighbourhood.',
  'This is my first board application; I am eager to learn and can commit the hours you describe.',
];

export interface ApplicationPlan {
  candidate: DemoCandidate;
  posting: DemoPosting;
  statusId: number;
}

/** Applications from candidates who finished onboarding, in every status, plus the planned ones. */
export function buildApplications(d: DemoData, random: Random, charities: DemoCharity[], candidates: DemoCandidate[], planned: ApplicationPlan[]) {
  const eligible = candidates.filter((c) => c.canApply);
  const taken = new Set<string>();
  const adminOf = new Map(charities.map((c) => [c.id, c.admin.userId]));
  const repCharities = new Map<number, Set<number>>();
  for (const c of charities) {
    if (!repCharities.has(c.admin.userId)) repCharities.set(c.admin.userId, new Set());
    repCharities.get(c.admin.userId)!.add(c.id);
  }

  const accepted = new Set<number>();
  const apply = (candidate: DemoCandidate, posting: DemoPosting, wanted: number) => {
    // One accepted offer per posting.
    let statusId = wanted === S.accepted && accepted.has(posting.id) ? S.declinedByCharity : wanted;
    const key = `${candidate.id}:${posting.id}`;
    if (taken.has(key) || repCharities.get(candidate.person.userId)?.has(posting.charityId)) return;
    // Applied between posting and the earlier of expiry and now (and not before the candidate joined).
    const from = Math.max((posting.datePosted.getTime() - Date.now()) / 86_400_000, -candidate.joinedDaysAgo);
    const to = Math.min(daysFromToday(posting.expiryDate), 0);
    if (from > to) return; // the candidate joined after the posting closed
    taken.add(key);
    if (statusId === S.accepted) accepted.add(posting.id);
    let appliedDay = from + random.next() * (to - from);
    // The response clock closes an application left in Applied for 30 working days: the demo's are recent, or read
    // when their posting closed long ago.
    if (statusId === S.applied && appliedDay < -DEMO_LONGEST_WAIT_DAYS) {
      if (to < -DEMO_LONGEST_WAIT_DAYS) statusId = S.underReview;
      else appliedDay = -DEMO_LONGEST_WAIT_DAYS + random.next() * (to + DEMO_LONGEST_WAIT_DAYS);
    }
    const path = PATHS[statusId]!;
    const lastChange = appliedDay + ((0 - appliedDay) * (0.5 + random.next() * 0.4));
    const id = d.add(d.applications, {
      postingId: posting.id,
      candidateId: candidate.id,
      charityId: posting.charityId,
      charityPositionId: posting.charityPositionId,
      description: random.pick(NOTES),
      applicationDate: at(appliedDay),
      applicationStatusId: statusId,
      updatedAt: at(path.length ? lastChange : appliedDay),
    });
    // The application itself is its first move (by the candidate), as applying records it.
    d.add(d.applicationStatusChanges, { applicationId: id, fromStatusId: null, toStatusId: S.applied, changedByUserId: candidate.person.userId, message: null, createdAt: at(appliedDay) });
    let previous: number = S.applied;
    path.forEach((to, i) => {
      const byCandidate = to === S.withdrawn || to === S.accepted;
      d.add(d.applicationStatusChanges, {
        applicationId: id,
        fromStatusId: previous,
        toStatusId: to,
        changedByUserId: byCandidate ? candidate.person.userId : (adminOf.get(posting.charityId) ?? null),
        message: to === S.declinedByCharity ? random.pick(['Decline-After Interview', 'Thank you for applying; we have chosen another candidate.']) : null,
        createdAt: at(appliedDay + ((lastChange - appliedDay) * (i + 1)) / path.length),
      });
      previous = to;
    });
  };

  for (const p of planned) apply(p.candidate, p.posting, p.statusId);

  for (const posting of charities.flatMap((c) => c.postings)) {
    const count = { open: random.int(0, 6), expiring: random.int(1, 5), expired: random.int(1, 6), fulfilled: random.int(2, 6) }[posting.kind];
    const applicants = random.sample(eligible, count);
    applicants.forEach((candidate, i) => {
      const statusId =
        posting.kind === 'fulfilled'
          ? i === 0
            ? S.accepted
            : random.weighted([[S.declinedByCharity, 7], [S.withdrawn, 3]] as const)
          : random.weighted(STATUS_WEIGHTS[posting.kind]);
      apply(candidate, posting, statusId);
    });
  }
}
