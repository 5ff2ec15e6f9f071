import { ApplicationStatus, BoardmatchRole } from '@boardmatch/shared';
import type { DemoData } from './data.ts';
import type { Random } from './random.ts';
import { addPerson, DEMO_DOMAIN, type Person } from './people.ts';
import { areaByName } from './places.ts';
import type { DemoCandidate, FixedCandidate } from './candidates.ts';
import type { DemoCharity, PostingKind } from './charities.ts';
import type { ApplicationPlan } from './applications.ts';

/** The demo sign-ins (password Demo-pass1!), in the order the server prints them. */
export const DEMO_ACCOUNTS = [
  { email: `admin@${DEMO_DOMAIN}`, who: 'BoardMatch staff (Admin)' },
  { email: `omar.haddad@${DEMO_DOMAIN}`, who: 'BoardMatch staff (Staff: every section but Admin)' },
  { email: `candidate@${DEMO_DOMAIN}`, who: 'Candidate, onboarding complete, with applications' },
  { email: `newcandidate@${DEMO_DOMAIN}`, who: 'Candidate, onboarding not started' },
  { email: `charity@${DEMO_DOMAIN}`, who: 'Charity representative (Admin) of Don Valley Food Network' },
  { email: `multi@${DEMO_DOMAIN}`, who: 'Candidate, and representative (Admin) of Bow River Literacy Society' },
];

export const CHARITY_SIGN_IN_CHARITY = 'Don Valley Food Network';
export const MULTI_SIGN_IN_CHARITY = 'Bow River Literacy Society';

export interface DemoPeople {
  admin: Person;
  candidate: Person;
  newCandidate: Person;
  charity: Person;
  multi: Person;
}

const JOINED = 800;

/** The demo sign-ins' people, created first so they have the lowest ids; staff get their role here. */
export function addDemoPeople(d: DemoData, random: Random, passwordHash: string): DemoPeople {
  const toronto = areaByName('Greater Toronto Area');
  const person = (email: string, firstName: string, lastName: string, area = toronto) =>
    addPerson(d, random, area, passwordHash, { email, firstName, lastName, joinedDaysAgo: JOINED });
  const people: DemoPeople = {
    admin: person(DEMO_ACCOUNTS[0]!.email, 'Alex', 'Morgan'),
    candidate: person(DEMO_ACCOUNTS[2]!.email, 'Jordan', 'Lee'),
    newCandidate: person(DEMO_ACCOUNTS[3]!.email, 'Sam', 'Taylor'),
    charity: person(DEMO_ACCOUNTS[4]!.email, 'Casey', 'Nguyen'),
    multi: person(DEMO_ACCOUNTS[5]!.email, 'Riley', 'Fraser', areaByName('Calgary')),
  };
  d.add(d.boardmatchRepresentatives, { userId: people.admin.userId, roleId: BoardmatchRole.admin });
  people.admin.state.boardmatchRole = 1;
  // Two more staff for the admin screens.
  const dana = addPerson(d, random, toronto, passwordHash, { email: `dana.whitfield@${DEMO_DOMAIN}`, firstName: 'Dana', lastName: 'Whitfield' });
  d.add(d.boardmatchRepresentatives, { userId: dana.userId, roleId: BoardmatchRole.admin });
  dana.state.boardmatchRole = 1;
  const omar = addPerson(d, random, toronto, passwordHash, { email: DEMO_ACCOUNTS[1]!.email, firstName: 'Omar', lastName: 'Haddad' });
  d.add(d.boardmatchRepresentatives, { userId: omar.userId, roleId: BoardmatchRole.staff });
  omar.state.boardmatchRole = 1;
  return people;
}

export function demoCandidates(people: DemoPeople): FixedCandidate[] {
  return [
    { person: people.candidate, stage: 5, title: 'Chartered Professional Accountant', organization: 'Summit Accounting LLP', skills: ['Finance & Accounting', 'Audit & Risk Management', 'Governance', 'Strategic Planning'], joinedDaysAgo: JOINED },
    { person: people.newCandidate, stage: 0, title: 'Marketing Manager', organization: 'Northstar Marketing', skills: ['Marketing & Communications', 'Social Media'], joinedDaysAgo: 2 },
    { person: people.multi, stage: 5, title: 'Legal Counsel', organization: 'Atlantic Law LLP', skills: ['Legal', 'Governance', 'Policy & Government Relations'], joinedDaysAgo: JOINED },
  ];
}

/** Selected involvements once everything exists: staff admin, candidate, charity rep, and multi as candidate. */
export function setDemoStates(people: DemoPeople, charities: DemoCharity[]) {
  const charity = charities.find((c) => c.name === CHARITY_SIGN_IN_CHARITY)!;
  Object.assign(people.charity.state, { candidateRole: 0, charityRole: 1, boardmatchRole: 0, charityId: charity.id });
  Object.assign(people.multi.state, { candidateRole: 1, charityRole: 0, boardmatchRole: 0, charityId: null });
  Object.assign(people.candidate.state, { candidateRole: 1, charityRole: 0, boardmatchRole: 0, charityId: null });
  Object.assign(people.newCandidate.state, { candidateRole: 1, charityRole: 0, boardmatchRole: 0, charityId: null });
}

/**
 * candidate@ has an application in every status, one of them to the demo charity so both sign-ins see it;
 * multi@ has two in progress.
 */
export function plannedApplications(people: DemoPeople, candidates: DemoCandidate[], charities: DemoCharity[]): ApplicationPlan[] {
  const candidate = candidates.find((c) => c.person === people.candidate)!;
  const multi = candidates.find((c) => c.person === people.multi)!;
  const showcase = charities.find((c) => c.name === CHARITY_SIGN_IN_CHARITY)!;
  const others = charities.filter((c) => c.name !== CHARITY_SIGN_IN_CHARITY && c.name !== MULTI_SIGN_IN_CHARITY).flatMap((c) => c.postings);
  const used = new Set<number>();
  const posting = (kinds: PostingKind[], from = others) => {
    const found = from.find((p) => kinds.includes(p.kind) && !used.has(p.id));
    if (!found) throw new Error(`demo: no ${kinds.join('/')} posting left`);
    used.add(found.id);
    return found;
  };
  const S = ApplicationStatus;
  return [
    { candidate, posting: posting(['open'], showcase.postings), statusId: S.applied },
    { candidate, posting: posting(['open', 'expiring']), statusId: S.underReview },
    { candidate, posting: posting(['open', 'expiring']), statusId: S.interview },
    { candidate, posting: posting(['open']), statusId: S.offerExtended },
    { candidate, posting: posting(['expired']), statusId: S.declinedByCharity },
    { candidate, posting: posting(['open', 'expired']), statusId: S.withdrawn },
    { candidate, posting: posting(['fulfilled']), statusId: S.accepted },
    { candidate: multi, posting: posting(['open']), statusId: S.applied },
    { candidate: multi, posting: posting(['open', 'expiring']), statusId: S.underReview },
  ];
}
