import { CHARITY_ONBOARDING_STEPS, CHARITY_ORIENTATION_COURSE_ID, CharityOnboardingStep, CharityRepresentativeRole, PhoneType, PostingStatus, REPRESENTATIVE_ONBOARDING_STEPS } from '@boardmatch/shared';
import type { DemoData } from './data.ts';
import type { Random } from './random.ts';
import { addDays, at, day } from './dates.ts';
import { CHARITY_LIST } from './charity-list.ts';
import { causeText, QUOTES } from './charity-texts.ts';
import { focusAreaId, skillId, slug, ALL_SKILL_IDS } from './lookups.ts';
import { addPerson, DEMO_DOMAIN, phoneNumber, postalCode, streetAddress, type Person } from './people.ts';
import { areaByName, CANADA, type Area } from './places.ts';
import { BOARD_POSITIONS, EXTRA_BOARD_POSITIONS, NON_BOARD_POSITIONS, POSITION_SKILLS, SPECIAL_REQUIREMENTS, postingDescription } from './positions.ts';
import { FIRST_NAMES, LAST_NAMES } from './words.ts';
import { sanitizeRichText } from '../../../platform/rich-text/rich-text.ts';

export type PostingKind = 'open' | 'expiring' | 'expired' | 'fulfilled';

export interface DemoPosting {
  id: number;
  charityId: number;
  charityPositionId: number;
  kind: PostingKind;
  datePosted: Date;
  expiryDate: string;
  skillIds: number[];
}

export interface DemoCharity {
  id: number;
  name: string;
  area: Area;
  onboardingComplete: boolean;
  admin: Person;
  postings: DemoPosting[];
}

export interface CharityOptions {
  passwordHash: string;
  /** Charity name -> the person who administers it (a demo sign-in). */
  admins: Record<string, Person>;
  /** Charity names whose postings must include every kind (the demo charity sign-in). */
  showcase: string[];
}

const SOCIAL_TYPES = { linkedIn: 1, facebook: 2, x: 3, instagram: 4 } as const;

export function buildCharities(d: DemoData, random: Random, options: CharityOptions): DemoCharity[] {
  const result: DemoCharity[] = [];
  CHARITY_LIST.forEach((spec, index) => {
    const area = areaByName(spec.area);
    const fixedAdmin = options.admins[spec.name];
    // Four charities are still onboarding; the demo sign-ins' charities never are.
    const onboardingComplete = fixedAdmin ? true : index % 10 !== 9;
    const key = slug(spec.name);
    const texts = spec.focus.map(causeText);
    const main = texts[0]!;
    const createdAt = at(-random.int(200, 1500));
    const charityId = d.add(d.charities, {
      name: spec.name,
      charitableNumber: `${random.int(10000, 99999)} ${random.int(1000, 9999)} RR0001`,
      website: `https://${key}.example.org`,
      yearOfIncorporation: random.int(1955, 2021),
      quote: random.chance(0.7) ? random.pick(QUOTES) : null,
      mandate: sanitizeRichText(`<p>We ${main.mission}.</p>`),
      vision: sanitizeRichText(`<p>${main.vision}</p>`),
      charityScopeId: random.weighted([[1, 6], [2, 3], [3, 1]] as const),
      charityTypeId: random.weighted([[1, 7], [2, 3]] as const),
      onboardingComplete,
      createdAt,
      updatedAt: createdAt,
    });

    d.add(d.emails, { name: `info@${key}.${DEMO_DOMAIN}`, charityId });
    d.add(d.phones, { charityId, number: phoneNumber(random, area), phoneTypeId: PhoneType.main, extension: random.chance(0.3) ? String(random.int(100, 299)) : null });
    if (random.chance(0.4)) d.add(d.phones, { charityId, number: phoneNumber(random, area), phoneTypeId: PhoneType.evening });
    d.add(d.addresses, {
      charityId,
      address1: streetAddress(random),
      address2: random.chance(0.3) ? `Suite ${random.int(100, 900)}` : null,
      city: random.pick(area.cities),
      regionId: area.regionId,
      countryId: CANADA,
      code: postalCode(random, area),
    });
    for (const focus of spec.focus) d.charityFocusAreas.push({ charityId, focusAreaId: focusAreaId(focus) });
    const programs = texts.flatMap((t) => t.programs);
    for (const [name, details] of random.sample(programs, random.int(2, Math.min(4, programs.length)))) d.add(d.charityPrograms, { charityId, name, details });
    d.add(d.charitySocialMediaLinks, { charityId, socialMediaTypeId: SOCIAL_TYPES.facebook, url: `https://www.facebook.com/${key}` });
    if (random.chance(0.6)) d.add(d.charitySocialMediaLinks, { charityId, socialMediaTypeId: SOCIAL_TYPES.instagram, url: `https://www.instagram.com/${key.replace(/-/g, '')}` });
    if (random.chance(0.5)) d.add(d.charitySocialMediaLinks, { charityId, socialMediaTypeId: SOCIAL_TYPES.linkedIn, url: `https://www.linkedin.com/company/${key}` });

    const matchingDone = onboardingComplete || random.chance(0.5);
    if (matchingDone) addPositionMatching(d, random, charityId, area);

    // Representatives: the administrator, sometimes a posting manager, then the board members.
    const admin = fixedAdmin ?? addPerson(d, random, area, options.passwordHash, { joinedDaysAgo: Math.round((Date.now() - createdAt.getTime()) / 86_400_000) });
    const adminRepId = addRepresentative(d, charityId, admin, CharityRepresentativeRole.admin, onboardingComplete);
    if (!fixedAdmin) {
      admin.state.charityRole = 1;
      admin.state.charityId = charityId;
    }
    d.add(d.contacts, { charityId, firstName: admin.firstName, lastName: admin.lastName, email: admin.email, daytimePhone: phoneNumber(random, area), isPrimary: true, isSeniorStaff: false });
    d.add(d.contacts, {
      charityId,
      firstName: random.pick(FIRST_NAMES),
      lastName: random.pick(LAST_NAMES),
      title: 'Executive Director',
      email: `director@${key}.${DEMO_DOMAIN}`,
      daytimePhone: phoneNumber(random, area),
      extension: random.chance(0.5) ? String(random.int(100, 299)) : null,
      isSeniorStaff: true,
    });
    if (random.chance(0.3)) {
      const manager = addPerson(d, random, area, options.passwordHash);
      addRepresentative(d, charityId, manager, 3, true);
      manager.state.charityRole = 1;
      manager.state.charityId = charityId;
    }
    // Charity-level steps: details are always filled in; position matching only when matchingDone.
    d.charityOnboardingSteps.push(
      ...CHARITY_ONBOARDING_STEPS.map((onboardingId) => ({
        charityId,
        onboardingId,
        completedPercent: onboardingComplete || onboardingId === CharityOnboardingStep.charityDetails || matchingDone ? 100 : 0,
      })),
    );

    const positions = addPositions(d, random, charityId);
    addBoard(d, random, charityId, area, positions, options.passwordHash);

    const postings: DemoPosting[] = [];
    if (onboardingComplete) {
      const kinds: PostingKind[] = options.showcase.includes(spec.name)
        ? ['open', 'open', 'open', 'expiring', 'expired', 'fulfilled']
        : Array.from({ length: random.int(2, 5) }, () => random.weighted([['open', 45], ['expiring', 15], ['expired', 20], ['fulfilled', 20]] as const));
      for (const kind of kinds) postings.push(addPosting(d, random, { charityId, name: spec.name, cause: spec.focus[0]!, repId: adminRepId, positions, kind }));
    }
    result.push({ id: charityId, name: spec.name, area, onboardingComplete, admin, postings });
  });
  return result;
}

function addRepresentative(d: DemoData, charityId: number, person: Person, roleId: number, onboardingComplete: boolean): number {
  const id = d.add(d.charityRepresentatives, { userId: person.userId, charityId, acceptTermsAndConditions: onboardingComplete, onboardingComplete, welcomeSuppressed: onboardingComplete });
  d.charityRepresentativeToRoles.push({ charityRepresentativeId: id, roleId });
  // Their onboarding counts the charity orientation course: done when their steps are (administrators' enrolments come with the training).
  if (onboardingComplete && roleId !== CharityRepresentativeRole.admin) {
    d.add(d.enrollments, { userId: person.userId, courseId: CHARITY_ORIENTATION_COURSE_ID, percentageCompleted: 1, startedAt: at(-45), completedAt: at(-40), updatedAt: at(-40) });
  }
  d.charityRepresentativeOnboardingSteps.push(
    // Representative steps (orientation training, release form): all done or none (terms not yet accepted, no course taken).
    ...REPRESENTATIVE_ONBOARDING_STEPS.map((onboardingId) => ({ charityRepresentativeId: id, onboardingId, completedPercent: onboardingComplete ? 100 : 0 })),
  );
  return id;
}

function addPositionMatching(d: DemoData, random: Random, charityId: number, area: Area) {
  const workHoursId = random.weighted([[1, 2], [2, 5], [3, 3], [4, 1]] as const);
  d.add(d.charityPositionMatchings, {
    charityId,
    annualGeneralMeetingMonth: random.int(1, 12),
    recruitForBoardMonth: random.int(1, 12),
    charityBoardTypeId: random.weighted([[1, 5], [2, 2], [3, 3], [4, 1]] as const),
    charityDevelopmentStageId: random.weighted([[1, 1], [2, 3], [3, 5], [4, 1]] as const),
    operatingBudgetCurrentYear: random.int(8, 600) * 5000,
    charityFundingStatusId: random.weighted([[1, 5], [2, 3], [3, 1], [4, 1]] as const),
    numberOfPaidStaff: random.int(0, 45),
    numberOfVolunteers: random.int(5, 400),
    maximumBoardSize: random.int(7, 15),
    lengthOfBoardTerm: random.int(2, 3),
    lengthOfRenewableTerm: random.pick([-1, 0, 1, 2, 2, 3]),
    charityBoardWorkHoursId: workHoursId,
    charityBoardWorkHoursOther: workHoursId === 4 ? 'About 20 hours in the months before our annual gala, 5 the rest of the year' : null,
    boardMeetingTimesPerYear: random.pick([6, 8, 10, 12]),
    boardMeetingTimeAndDay: random.pick(['Second Tuesday of the month, 6:30 pm', 'Last Thursday of the month, 7:00 pm', 'First Monday of the month, 5:30 pm', 'Every other Wednesday, 12:00 pm']),
    boardMeetingLocation: random.pick([`Our office in ${random.pick(area.cities)}`, 'Online (video call)', 'Hybrid: our office or online']),
    boardExtraActivities: random.pick([
      'One committee, the annual general meeting and our fall fundraising event.',
      'A yearly strategic planning retreat and two community events.',
      'Attend our annual gala and help with donor thank-you calls.',
    ]),
    filedLatestT3010: true,
    statuaryRemittancesUpToDate: true,
    optOutOfAutomatedMatching: random.chance(0.1),
  });
}

interface DemoPosition {
  id: number;
  name: string;
  isNotBoard: boolean;
  isActive: boolean;
}

function addPositions(d: DemoData, random: Random, charityId: number): DemoPosition[] {
  const positions: DemoPosition[] = [];
  const add = (name: string, isDefault: boolean, isNotBoard: boolean, sortOrder: number, isDisabled = false, deleted = false) => {
    const id = d.add(d.charityPositions, { charityId, name, isDefault, isNotBoard, sortOrder, isDisabled, deletedAt: deleted ? at(-random.int(10, 200)) : null });
    if (!deleted) positions.push({ id, name, isNotBoard, isActive: !isDisabled });
  };
  BOARD_POSITIONS.forEach((name, i) => add(name, true, false, i + 1));
  if (random.chance(0.4)) add(EXTRA_BOARD_POSITIONS[0]!, false, false, 6);
  random.sample(NON_BOARD_POSITIONS, random.int(1, 3)).forEach((name, i) => add(name, false, true, 10 + i, i === 2));
  if (random.chance(0.2)) add('Past Chair', false, false, 7, false, true);
  return positions;
}

/** Past, current and future mandates on the board positions; a few seats stay vacant. */
function addBoard(d: DemoData, random: Random, charityId: number, area: Area, positions: DemoPosition[], passwordHash: string) {
  const member = () => {
    const person = addPerson(d, random, area, passwordHash);
    person.state.charityRole = 1;
    person.state.charityId = charityId;
    return addRepresentative(d, charityId, person, 5, true);
  };
  positions
    .filter((p) => !p.isNotBoard)
    .forEach((position, i) => {
      const mandate = (charityRepresentativeId: number | null, startDate: string, endDate: string) =>
        d.add(d.charityMandates, { charityId, charityPositionId: position.id, charityRepresentativeId, startDate, endDate, sortOrder: i + 1 });
      if (random.chance(0.45)) {
        const start = day(-random.int(1300, 1900));
        mandate(member(), start, addDays(start, random.int(700, 1100)));
      }
      if (random.chance(0.85)) {
        const start = day(-random.int(30, 900));
        mandate(member(), start, addDays(start, random.pick([730, 1095, 1460])));
      } else {
        mandate(null, day(-random.int(30, 200)), day(random.int(200, 700)));
      }
      if (random.chance(0.2)) {
        const start = day(random.int(30, 240));
        mandate(member(), start, addDays(start, random.pick([730, 1095])));
      }
    });
}

function addPosting(
  d: DemoData,
  random: Random,
  p: { charityId: number; name: string; cause: string; repId: number; positions: DemoPosition[]; kind: PostingKind },
): DemoPosting {
  const active = p.positions.filter((x) => x.isActive);
  const board = active.filter((x) => !x.isNotBoard);
  const nonBoard = active.filter((x) => x.isNotBoard);
  const position = nonBoard.length && random.chance(0.25) ? random.pick(nonBoard) : random.pick(board);
  let posted: number;
  let expiry: number;
  switch (p.kind) {
    case 'open':
      posted = -random.int(1, 60);
      expiry = random.int(11, 120);
      break;
    case 'expiring':
      posted = -random.int(30, 90);
      expiry = random.int(0, 10);
      break;
    case 'expired':
      posted = -random.int(120, 400);
      expiry = -random.int(1, 90);
      break;
    case 'fulfilled':
      posted = -random.int(60, 400);
      expiry = posted + random.int(30, 90);
      break;
  }
  const startDate = day(expiry + random.int(7, 45));
  const endDate = addDays(startDate, random.pick([365, 730, 1095]));
  const datePosted = at(posted + random.next() * 0.9);
  const skillIds = [...new Set([...(POSITION_SKILLS[position.name] ?? []).map(skillId), ...random.sample(ALL_SKILL_IDS, random.int(0, 2))])].slice(0, 5);
  const id = d.add(d.charityPostings, {
    charityId: p.charityId,
    charityPositionId: position.id,
    charityRepresentativeId: p.repId,
    description: sanitizeRichText(postingDescription(p.name, position.name, position.isNotBoard, p.cause)) ?? '',
    specialRequirements: random.pick(SPECIAL_REQUIREMENTS),
    startDate,
    endDate,
    expiryDate: day(expiry),
    datePosted,
    charityPostingStatusId: p.kind === 'fulfilled' ? PostingStatus.fulfilled : PostingStatus.open,
    updatedAt: datePosted,
  });
  for (const sid of skillIds) d.charityPostingSkills.push({ charityPostingId: id, skillId: sid });
  return { id, charityId: p.charityId, charityPositionId: position.id, kind: p.kind, datePosted, expiryDate: day(expiry), skillIds };
}
