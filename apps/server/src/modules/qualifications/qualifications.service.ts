import type { z } from 'zod';
import { CandidateOnboardingStep, qualificationDateIssues, type educationFieldsSchema, type experienceFieldsSchema } from '@boardmatch/shared';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { AppError, type Issue } from '../../platform/errors/app-error.ts';
import type { Deps } from '../../platform/deps.ts';
import type { SessionUser } from '../../platform/auth/session-user.ts';
import { candidateAccess, canSeeResume, requireOwner, requireReader, findResume, presentResume } from '../files/index.ts';
import { recordCandidateStep } from '../onboarding/index.ts';
import * as repo from './qualifications.repository.ts';
import { presentQualifications } from './qualifications.presenter.ts';

export type EducationData = z.output<typeof educationFieldsSchema>;
export type ExperienceData = z.output<typeof experienceFieldsSchema>;

const issue = (path: string, key: string, values: Record<string, string> = {}): Issue => ({ path, message: key, values });

function fail(issues: Issue[]): never {
  throw AppError.badRequest('qualifications.validation.allRequired', issues);
}

/** Dates in order, known skills: the rules both kinds of entry share. */
async function commonIssues(db: DbOrTx, data: { start?: string | null; end?: string | null; skills: number[] }): Promise<Issue[]> {
  const issues = qualificationDateIssues(data.start, data.end).map((i) => issue(i.path, i.message));
  const wanted = [...new Set(data.skills)];
  const known = await repo.existingSkillIds(db, wanted);
  if (wanted.some((id) => !known.has(id))) issues.push(issue('skills', 'qualifications.validation.unknownSkill'));
  return issues;
}

async function educationValues(db: DbOrTx, data: EducationData): Promise<repo.EducationValues> {
  const issues = await commonIssues(db, data);
  if (!(await repo.educationTypeExists(db, data.candidateEducationTypeId))) issues.push(issue('candidateEducationTypeId', 'qualifications.validation.unknownEducationType'));
  if (issues.length) fail(issues);
  return {
    educationTypeId: data.candidateEducationTypeId,
    institution: data.institution,
    designation: data.designation,
    areaOfStudy: data.areaOfStudy,
    startDate: data.start ?? null,
    endDate: data.end ?? null,
  };
}

async function experienceValues(db: DbOrTx, data: ExperienceData): Promise<repo.ExperienceValues> {
  const issues = await commonIssues(db, data);
  const contractTypeId = data.candidateExperienceContractTypeId ?? null;
  if (contractTypeId !== null && !(await repo.contractTypeExists(db, contractTypeId))) {
    issues.push(issue('candidateExperienceContractTypeId', 'qualifications.validation.unknownContractType'));
  }
  if (!(await repo.locationTypeExists(db, data.candidateExperienceLocationTypeId))) {
    issues.push(issue('candidateExperienceLocationTypeId', 'qualifications.validation.unknownLocationType'));
  }
  const countryId = data.address?.countryId ?? null;
  const regionId = data.address?.regionId ?? null;
  if (countryId !== null && !(await repo.countryExists(db, countryId))) issues.push(issue('address.countryId', 'qualifications.validation.unknownCountry'));
  const region = regionId !== null ? await repo.findRegion(db, regionId) : null;
  // The region must belong to the country (and names one when no country is given).
  if (regionId !== null && (!region || (countryId !== null && region.countryId !== countryId))) {
    issues.push(issue('address.regionId', 'qualifications.validation.regionNotInCountry'));
  }
  if (issues.length) fail(issues);
  return {
    title: data.title,
    organizationName: data.organizationName,
    description: data.description,
    contractTypeId,
    locationTypeId: data.candidateExperienceLocationTypeId,
    city: data.address?.city ?? null,
    regionId,
    countryId: countryId ?? region?.countryId ?? null,
    startDate: data.start ?? null,
    endDate: data.end ?? null,
  };
}

/** The candidate's education, experience and (when the viewer may see it) resume. */
async function load(db: DbOrTx, candidateId: number, showResume: (privacyTypeId: number | null) => Promise<boolean>) {
  const [educations, experiences, resume] = await Promise.all([repo.findEducations(db, candidateId), repo.findExperiences(db, candidateId), findResume(db, candidateId)]);
  const visible = resume && (await showResume(resume.filePrivacyTypeId)) ? presentResume(resume) : null;
  return presentQualifications(candidateId, educations, experiences, visible);
}

/** Those who may see the candidate's profile read its qualifications: the candidate, staff, a representative the candidate allows. */
export async function getQualifications(deps: Deps, user: SessionUser, candidateId: number) {
  const access = await candidateAccess(deps.db, candidateId, user);
  requireReader(access);
  return load(deps.db, candidateId, async (privacy) => canSeeResume(access, privacy));
}

/** Step 2 is complete while the candidate has at least one work experience (recorded after every save). */
async function recordStep(tx: Tx, candidateId: number) {
  await recordCandidateStep(tx, candidateId, CandidateOnboardingStep.qualifications, (await repo.countExperiences(tx, candidateId)) > 0);
}

async function write(deps: Deps, user: SessionUser, candidateId: number, work: (tx: Tx) => Promise<void>) {
  const access = await candidateAccess(deps.db, candidateId, user);
  requireOwner(access);
  await deps.db.transaction(async (tx) => {
    await work(tx);
    await recordStep(tx, candidateId);
  });
  return load(deps.db, candidateId, async () => true);
}

/** The stores and rules of one kind of entry. */
interface EntryKind<Data extends { skills: number[] }, Values> {
  values: (db: DbOrTx, data: Data) => Promise<Values>;
  insert: (db: DbOrTx, candidateId: number, values: Values) => Promise<number>;
  update: (db: DbOrTx, candidateId: number, entryId: number, values: Values) => Promise<boolean>;
  remove: (db: DbOrTx, candidateId: number, entryId: number) => Promise<boolean>;
  replaceSkills: (db: DbOrTx, entryId: number, skillIds: number[]) => Promise<void>;
}

/** Add, change and delete one kind of entry (the owner's; 404 for an entry that is not the candidate's). */
function entryWrites<Data extends { skills: number[] }, Values>(kind: EntryKind<Data, Values>) {
  return {
    create: (deps: Deps, user: SessionUser, candidateId: number, data: Data) =>
      write(deps, user, candidateId, async (tx) => {
        const id = await kind.insert(tx, candidateId, await kind.values(tx, data));
        await kind.replaceSkills(tx, id, [...new Set(data.skills)]);
      }),
    update: (deps: Deps, user: SessionUser, candidateId: number, entryId: number, data: Data) =>
      write(deps, user, candidateId, async (tx) => {
        if (!(await kind.update(tx, candidateId, entryId, await kind.values(tx, data)))) throw AppError.notFound();
        await kind.replaceSkills(tx, entryId, [...new Set(data.skills)]);
      }),
    remove: (deps: Deps, user: SessionUser, candidateId: number, entryId: number) =>
      write(deps, user, candidateId, async (tx) => {
        if (!(await kind.remove(tx, candidateId, entryId))) throw AppError.notFound();
      }),
  };
}

export const {
  create: createEducation,
  update: updateEducation,
  remove: deleteEducation,
} = entryWrites({
  values: educationValues,
  insert: repo.insertEducation,
  update: repo.updateEducation,
  remove: repo.deleteEducation,
  replaceSkills: repo.replaceEducationSkills,
});

export const {
  create: createExperience,
  update: updateExperience,
  remove: deleteExperience,
} = entryWrites({
  values: experienceValues,
  insert: repo.insertExperience,
  update: repo.updateExperience,
  remove: repo.deleteExperience,
  replaceSkills: repo.replaceExperienceSkills,
});
