import { CandidateOnboardingStep, Country, ExperienceLocationType, OtherId } from '@boardmatch/shared';
import type { DemoData } from './data.ts';
import type { Random } from './random.ts';
import { at } from './dates.ts';

const DAY = 86_400_000;
import { ALL_FOCUS_AREA_IDS, ALL_SKILL_IDS, skillId, slug } from './lookups.ts';
import { addPerson, type Person } from './people.ts';
import { AREAS, type Area } from './places.ts';
import { DEGREES, EMPLOYERS, INSTITUTIONS, JOBS } from './words.ts';
import { FOCUS_AREAS } from '../reference/skills.ts';
import { sanitizeRichText } from '../../../platform/rich-text/rich-text.ts';

/** How far a candidate got: 0 not started, 1-3 steps done, 5 complete. */
export type Stage = 0 | 1 | 2 | 3 | 5;

export interface DemoCandidate {
  id: number;
  person: Person;
  stage: Stage;
  /** Onboarding complete, not disabled: may apply. */
  canApply: boolean;
  orientationDone: boolean;
  joinedDaysAgo: number;
}

export interface FixedCandidate {
  person: Person;
  stage: Stage;
  title: string;
  organization: string;
  skills: string[];
  joinedDaysAgo: number;
}

const TOTAL = 150;
const SOCIAL_LINKEDIN = 1;

export function buildCandidates(d: DemoData, random: Random, passwordHash: string, fixed: FixedCandidate[]): DemoCandidate[] {
  const result: DemoCandidate[] = [];
  for (const f of fixed) {
    result.push(addCandidate(d, random, f.person, f.stage, { title: f.title, organization: f.organization, skills: f.skills.map(skillId), joinedDaysAgo: f.joinedDaysAgo, orientationDone: f.stage === 5 }));
  }
  let disabled = 0;
  while (result.length < TOTAL) {
    const area = random.weighted(AREAS.map((a) => [a, a.weight] as const));
    const joinedDaysAgo = random.int(10, 1100);
    const person = addPerson(d, random, area, passwordHash, { joinedDaysAgo });
    const stage = random.weighted([[5, 80], [3, 5], [2, 5], [1, 5], [0, 5]] as const) as Stage;
    const job = random.pick(JOBS);
    const candidate = addCandidate(d, random, person, stage, {
      title: job.title,
      organization: job.title === 'Small Business Owner' ? 'Self-employed' : random.pick(EMPLOYERS),
      skills: job.skills.map(skillId),
      area,
      joinedDaysAgo,
      // Four inactive candidates for the admin's Inactive tab.
      isDisabled: stage === 5 && disabled < 4 && random.chance(0.1) ? (disabled++, true) : false,
    });
    result.push(candidate);
  }
  return result;
}

interface Profile {
  title: string;
  organization: string;
  skills: number[];
  area?: Area;
  joinedDaysAgo?: number;
  isDisabled?: boolean;
  orientationDone?: boolean;
}

function addCandidate(d: DemoData, random: Random, person: Person, stage: Stage, profile: Profile): DemoCandidate {
  const area = profile.area ?? AREAS.find((a) => a.regionId === person.regionId && a.cities.includes(person.city)) ?? AREAS[0]!;
  const joinedDaysAgo = profile.joinedDaysAgo ?? random.int(60, 700);
  const complete = stage === 5;
  const skills = [...new Set([...profile.skills, ...random.sample(ALL_SKILL_IDS, random.int(1, 3))])];
  const focus = random.sample(ALL_FOCUS_AREA_IDS, random.int(2, 4));
  const focusNames = focus.map((id) => FOCUS_AREAS.find((f) => f.id === id)!.name.toLowerCase());
  const years = random.int(3, 30);
  const introductionId = random.int(1, 8);
  const minority = random.chance(0.4) ? random.sample([...Array(13).keys()].map((i) => i + 1), random.int(1, 2)) : [];
  if (random.chance(0.03)) minority.push(OtherId.minorityGroup);

  const id = d.add(d.candidates, {
    userId: person.userId,
    about:
      stage >= 1
        ? sanitizeRichText(`<p>I am a ${profile.title.toLowerCase()} with ${years} years of experience. I care about ${focusNames.join(' and ')}, and I would like to put my skills to work on a board in ${person.city}.</p>`)
        : null,
    experienceTitle: profile.title,
    experienceOrganizationName: profile.organization,
    isLookingForPosition: random.chance(0.85),
    displayEmail: random.chance(0.3),
    acceptCommunications: random.chance(0.7),
    acceptTermsAndConditions: complete,
    sourceOfIntroductionId: stage >= 1 ? introductionId : null,
    sourceOfIntroductionDetails: stage >= 1 && introductionId === 8 ? 'Heard about it at a community breakfast' : null,
    ageGroupId: stage >= 1 ? random.weighted([[1, 1], [2, 5], [3, 6], [4, 5], [5, 4], [6, 2]] as const) : null,
    otherMinorityGroup: minority.includes(OtherId.minorityGroup) ? 'Francophone from outside Quebec' : null,
    onboardingComplete: complete,
    welcomeSuppressed: complete,
    joinDate: at(-joinedDaysAgo),
    isDisabled: profile.isDisabled ?? false,
    updatedAt: at(-random.int(0, joinedDaysAgo)),
  });
  person.state.candidateRole = 1;
  for (const skillIdValue of skills) d.candidateSkills.push({ candidateId: id, skillId: skillIdValue });
  for (const focusAreaId of focus) d.candidateFocusAreas.push({ candidateId: id, focusAreaId });
  if (stage >= 1) for (const minorityGroupId of minority) d.candidateMinorityGroups.push({ candidateId: id, minorityGroupId });
  if (stage >= 1 && random.chance(0.5)) {
    d.add(d.userSocialMediaLinks, { userId: person.userId, socialMediaTypeId: SOCIAL_LINKEDIN, url: `https://www.linkedin.com/in/${slug(`${person.firstName}-${person.lastName}`)}-${id}`, name: 'LinkedIn' });
  }
  if (stage >= 2) addQualifications(d, random, id, profile, years, area, skills);
  if (stage >= 3) addPreferences(d, random, id, area);

  // Onboarding counts the orientation course: a complete candidate has taken it. The roll stays, so the rest of
  // the demo keeps its random sequence.
  const rolled = profile.orientationDone === undefined ? (complete ? random.chance(0.9) : stage >= 2 && random.chance(0.3)) : false;
  const orientationDone = profile.orientationDone ?? (complete || rolled);
  // Stage n means steps 1..n (information, qualifications, position matching) are done; 5 means all.
  for (const onboardingId of Object.values(CandidateOnboardingStep)) {
    const done = onboardingId === CandidateOnboardingStep.orientation ? orientationDone : complete || onboardingId <= stage;
    d.candidateOnboardingSteps.push({ candidateId: id, onboardingId, completedPercent: done ? 100 : 0 });
  }
  return { id, person, stage, canApply: complete && !profile.isDisabled, orientationDone, joinedDaysAgo };
}

function addQualifications(d: DemoData, random: Random, candidateId: number, profile: Profile, years: number, area: Area, skills: number[]) {
  const firstJobYear = new Date().getUTCFullYear() - years;
  for (let i = 0, n = random.int(1, 2); i < n; i++) {
    const degree = random.pick(DEGREES);
    const endYear = Math.min(firstJobYear - random.int(0, 2) + i * random.int(2, 6), new Date().getUTCFullYear());
    const educationId = d.add(d.candidateEducations, {
      candidateId,
      educationTypeId: degree.educationTypeId,
      designation: degree.designation,
      institution: random.pick(INSTITUTIONS),
      areaOfStudy: degree.areaOfStudy,
      startDate: `${endYear - random.int(1, 4)}-09-01`,
      endDate: `${endYear}-${random.pick(['04-30', '05-31', '06-15', '12-15'])}`,
    });
    for (const sid of random.sample(skills, random.int(0, 2))) d.candidateEducationSkills.push({ candidateEducationId: educationId, skillId: sid });
  }

  // Past jobs first, then the current one (no end date) matching the candidate's title.
  const today = Date.now();
  const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);
  let cursor = Date.UTC(firstJobYear, random.int(0, 11), 1);
  const pastJobs = random.int(0, 2);
  for (let i = 0; i <= pastJobs; i++) {
    let end: number | null = cursor + random.int(400, 2900) * DAY;
    if (i === pastJobs || end > today - 120 * DAY) end = null;
    const current = end === null;
    const job = current ? { title: profile.title, skills } : { title: random.pick(JOBS).title, skills: random.sample(skills, 2) };
    const locationTypeId = random.weighted([[ExperienceLocationType.physical, 6], [ExperienceLocationType.remote, 2], [ExperienceLocationType.hybrid, 3]] as const);
    const experienceId = d.add(d.candidateExperiences, {
      candidateId,
      title: job.title,
      organizationName: current ? profile.organization : random.pick(EMPLOYERS),
      description: `Responsible for ${random.pick(['a team of 6', 'our regional portfolio', 'client relationships', 'budget and reporting', 'day-to-day operations', 'policy and planning'])}.`,
      contractTypeId: random.weighted([[1, 8], [2, 1], [3, 2], [4, 1]] as const),
      locationTypeId,
      city: random.pick(area.cities),
      regionId: area.regionId,
      countryId: Country.canada,
      startDate: iso(cursor),
      endDate: end === null ? null : iso(end),
    });
    for (const sid of random.sample(job.skills, random.int(1, 3))) d.candidateExperienceSkills.push({ candidateExperienceId: experienceId, skillId: sid });
    if (end === null) break;
    cursor = end + random.int(1, 60) * DAY;
  }
}

function addPreferences(d: DemoData, random: Random, candidateId: number, area: Area) {
  const programType = random.weighted([[1, 3], [2, 2], [3, 1], [4, 3], [5, 2], [OtherId.employerVolunteerProgram, 1]] as const);
  const experiences = random.sample([1, 2, 3, OtherId.volunteerExperience], random.int(1, 3));
  d.add(d.candidateMatchingPreferences, {
    candidateId,
    candidateBoardExperienceTypeId: random.weighted([[1, 4], [2, 3], [3, 2], [4, 1]] as const),
    candidateEmployerVolunteerProgramTypeId: programType,
    candidateEmployerVolunteerProgramOther: programType === OtherId.employerVolunteerProgram ? 'Paid volunteer days, two a year' : null,
    otherVolunteerExperience: experiences.includes(OtherId.volunteerExperience) ? 'Coached a youth soccer team' : null,
    geographicalAreaPreference: random.pick([area.name, `Anywhere in ${area.name}`, 'Close to downtown', 'Online or hybrid boards']),
    reasonsAndGoals: sanitizeRichText(`<p>I want to <b>give back</b> to my community and learn how a board works. ${random.pick([
      'I hope to bring my professional experience to a growing organization.',
      'I would like to serve on a board for the first time.',
      'I am looking for a second board role after a great first experience.',
    ])}</p>`),
    permissionToViewInformation: random.chance(0.75),
    withdrawParticipation: random.chance(0.03),
  });
  for (const volunteerExperienceTypeId of experiences) d.candidateVolunteerExperienceTypes.push({ candidateId, volunteerExperienceTypeId });
}
