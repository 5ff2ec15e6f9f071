import { and, asc, count, desc, eq, isNull, sql } from 'drizzle-orm';
import { FileType } from '@boardmatch/shared';
import type { DbOrTx } from '../../db/client.ts';
import {
  candidateEducations,
  candidateExperiences,
  candidateFocusAreas,
  candidateMatchingPreferences,
  candidateMinorityGroups,
  candidateSkills,
  candidateVolunteerExperienceTypes,
  candidates,
  countries,
  educationTypes,
  experienceContractTypes,
  experienceLocationTypes,
  files,
  focusAreas,
  regions,
  skills,
  socialMediaTypes,
  userSocialMediaLinks,
  users,
} from '../../db/schema/index.ts';

/** The candidate (not deleted) with its user; null when unknown. */
export async function findCandidate(db: DbOrTx, candidateId: number) {
  const [row] = await db
    .select({ candidate: candidates, userName: users.userName })
    .from(candidates)
    .innerJoin(users, eq(users.id, candidates.userId))
    .where(and(eq(candidates.id, candidateId), isNull(candidates.deletedAt), isNull(users.deletedAt)))
    .limit(1);
  return row ?? null;
}

export type CandidateRow = NonNullable<Awaited<ReturnType<typeof findCandidate>>>['candidate'];

/** Skills, focus areas, minority groups, social links, matching preferences, volunteer experience and the active images. */
export async function findCandidateParts(db: DbOrTx, candidate: { id: number; userId: number }) {
  const [skillRows, focusRows, minorityRows, socialRows, [prefs], volunteerRows, [image]] = await Promise.all([
    db.select({ id: skills.id, name: skills.name }).from(candidateSkills).innerJoin(skills, eq(skills.id, candidateSkills.skillId)).where(eq(candidateSkills.candidateId, candidate.id)).orderBy(asc(skills.name)),
    db
      .select({ id: focusAreas.id, name: focusAreas.name })
      .from(candidateFocusAreas)
      .innerJoin(focusAreas, eq(focusAreas.id, candidateFocusAreas.focusAreaId))
      .where(eq(candidateFocusAreas.candidateId, candidate.id))
      .orderBy(asc(focusAreas.name)),
    db.select({ id: candidateMinorityGroups.minorityGroupId }).from(candidateMinorityGroups).where(eq(candidateMinorityGroups.candidateId, candidate.id)),
    db
      .select({ socialMediaTypeId: userSocialMediaLinks.socialMediaTypeId, url: userSocialMediaLinks.url, name: socialMediaTypes.name })
      .from(userSocialMediaLinks)
      .innerJoin(socialMediaTypes, eq(socialMediaTypes.id, userSocialMediaLinks.socialMediaTypeId))
      .where(eq(userSocialMediaLinks.userId, candidate.userId))
      .orderBy(asc(userSocialMediaLinks.socialMediaTypeId)),
    db.select().from(candidateMatchingPreferences).where(eq(candidateMatchingPreferences.candidateId, candidate.id)).limit(1),
    db.select({ id: candidateVolunteerExperienceTypes.volunteerExperienceTypeId }).from(candidateVolunteerExperienceTypes).where(eq(candidateVolunteerExperienceTypes.candidateId, candidate.id)),
    activeImage(db, candidate.id, FileType.profileImage),
  ]);
  return {
    skills: skillRows,
    focusAreas: focusRows,
    minorityGroupIds: minorityRows.map((r) => r.id).sort((a, b) => a - b),
    socialMedia: socialRows,
    matchingPreferences: prefs ?? null,
    volunteerExperienceTypeIds: volunteerRows.map((r) => r.id).sort((a, b) => a - b),
    profileImageId: image?.id ?? null,
  };
}

export type CandidateParts = Awaited<ReturnType<typeof findCandidateParts>>;

function activeImage(db: DbOrTx, candidateId: number, fileTypeId: number) {
  return db
    .select({ id: files.id })
    .from(files)
    .where(and(eq(files.entityType, 'candidate'), eq(files.entityId, candidateId), eq(files.fileTypeId, fileTypeId), eq(files.isActive, true), isNull(files.deletedAt)))
    .orderBy(desc(files.uploadedOn))
    .limit(1);
}

/** Education and experience entries with their type names, newest first; the latest active resume. */
export async function findQualificationsForView(db: DbOrTx, candidateId: number) {
  const [educations, experiences, [resume]] = await Promise.all([
    db
      .select({
        id: candidateEducations.id,
        educationTypeName: educationTypes.name,
        designation: candidateEducations.designation,
        institution: candidateEducations.institution,
        areaOfStudy: candidateEducations.areaOfStudy,
        startDate: candidateEducations.startDate,
        endDate: candidateEducations.endDate,
      })
      .from(candidateEducations)
      .innerJoin(educationTypes, eq(educationTypes.id, candidateEducations.educationTypeId))
      .where(eq(candidateEducations.candidateId, candidateId))
      .orderBy(sql`${candidateEducations.endDate} desc nulls first`, desc(candidateEducations.startDate), asc(candidateEducations.id)),
    db
      .select({
        id: candidateExperiences.id,
        title: candidateExperiences.title,
        organizationName: candidateExperiences.organizationName,
        description: candidateExperiences.description,
        contractTypeName: experienceContractTypes.name,
        locationTypeName: experienceLocationTypes.name,
        city: candidateExperiences.city,
        region: regions.abbreviation,
        country: countries.name,
        startDate: candidateExperiences.startDate,
        endDate: candidateExperiences.endDate,
      })
      .from(candidateExperiences)
      .leftJoin(experienceContractTypes, eq(experienceContractTypes.id, candidateExperiences.contractTypeId))
      .leftJoin(experienceLocationTypes, eq(experienceLocationTypes.id, candidateExperiences.locationTypeId))
      .leftJoin(regions, eq(regions.id, candidateExperiences.regionId))
      .leftJoin(countries, eq(countries.id, candidateExperiences.countryId))
      .where(eq(candidateExperiences.candidateId, candidateId))
      .orderBy(sql`${candidateExperiences.endDate} desc nulls first`, desc(candidateExperiences.startDate), asc(candidateExperiences.id)),
    db
      .select({ id: files.id, originalName: files.originalName, filePrivacyTypeId: files.filePrivacyTypeId })
      .from(files)
      .where(and(eq(files.entityType, 'candidate'), eq(files.entityId, candidateId), eq(files.fileTypeId, FileType.resume), isNull(files.deletedAt)))
      .orderBy(desc(files.isActive), desc(files.uploadedOn))
      .limit(1),
  ]);
  return { educations, experiences, resume: resume ?? null };
}

export async function countQualifications(db: DbOrTx, candidateId: number) {
  const [[edu], [exp]] = await Promise.all([
    db.select({ n: count() }).from(candidateEducations).where(eq(candidateEducations.candidateId, candidateId)),
    db.select({ n: count() }).from(candidateExperiences).where(eq(candidateExperiences.candidateId, candidateId)),
  ]);
  return { educations: edu?.n ?? 0, experiences: exp?.n ?? 0 };
}

// ---- Writes (call inside a transaction) ------------------------------------------------------------

export async function updateCandidate(db: DbOrTx, candidateId: number, values: Partial<typeof candidates.$inferInsert>) {
  await db.update(candidates).set({ ...values, updatedAt: new Date() }).where(eq(candidates.id, candidateId));
}

export async function replaceMinorityGroups(db: DbOrTx, candidateId: number, ids: number[]) {
  await db.delete(candidateMinorityGroups).where(eq(candidateMinorityGroups.candidateId, candidateId));
  const unique = [...new Set(ids)];
  if (unique.length) await db.insert(candidateMinorityGroups).values(unique.map((minorityGroupId) => ({ candidateId, minorityGroupId })));
}

export async function replaceSocialMedia(db: DbOrTx, userId: number, links: { socialMediaTypeId: number; url: string }[]) {
  await db.delete(userSocialMediaLinks).where(eq(userSocialMediaLinks.userId, userId));
  if (links.length) await db.insert(userSocialMediaLinks).values(links.map((l) => ({ userId, socialMediaTypeId: l.socialMediaTypeId, url: l.url })));
}

export async function replaceSkills(db: DbOrTx, candidateId: number, ids: number[]) {
  await db.delete(candidateSkills).where(eq(candidateSkills.candidateId, candidateId));
  const unique = [...new Set(ids)];
  if (unique.length) await db.insert(candidateSkills).values(unique.map((skillId) => ({ candidateId, skillId })));
}

export async function replaceFocusAreas(db: DbOrTx, candidateId: number, ids: number[]) {
  await db.delete(candidateFocusAreas).where(eq(candidateFocusAreas.candidateId, candidateId));
  const unique = [...new Set(ids)];
  if (unique.length) await db.insert(candidateFocusAreas).values(unique.map((focusAreaId) => ({ candidateId, focusAreaId })));
}

export async function replaceVolunteerExperience(db: DbOrTx, candidateId: number, ids: number[]) {
  await db.delete(candidateVolunteerExperienceTypes).where(eq(candidateVolunteerExperienceTypes.candidateId, candidateId));
  const unique = [...new Set(ids)];
  if (unique.length) await db.insert(candidateVolunteerExperienceTypes).values(unique.map((volunteerExperienceTypeId) => ({ candidateId, volunteerExperienceTypeId })));
}

export async function upsertMatchingPreferences(db: DbOrTx, candidateId: number, values: Omit<typeof candidateMatchingPreferences.$inferInsert, 'id' | 'candidateId' | 'updatedAt'>) {
  await db
    .insert(candidateMatchingPreferences)
    .values({ candidateId, ...values })
    .onConflictDoUpdate({ target: candidateMatchingPreferences.candidateId, set: { ...values, updatedAt: new Date() } });
}

const LINKS = {
  skill: { table: candidateSkills, itemId: candidateSkills.skillId },
  focusArea: { table: candidateFocusAreas, itemId: candidateFocusAreas.focusAreaId },
};

/** Removes one skill or focus area unless it is the last; answers 'removed', 'last' or 'absent'. Locks the candidate's links. */
export async function unlinkItem(db: DbOrTx, candidateId: number, kind: keyof typeof LINKS, itemId: number): Promise<'removed' | 'last' | 'absent'> {
  const { table, itemId: column } = LINKS[kind];
  const rows = await db.select({ id: column }).from(table).where(eq(table.candidateId, candidateId)).for('update');
  if (!rows.some((r) => r.id === itemId)) return 'absent';
  if (rows.length <= 1) return 'last';
  await db.delete(table).where(and(eq(table.candidateId, candidateId), eq(column, itemId)));
  return 'removed';
}
