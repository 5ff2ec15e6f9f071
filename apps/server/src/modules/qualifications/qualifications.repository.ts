import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import {
  candidateEducationSkills,
  candidateEducations,
  candidateExperienceSkills,
  candidateExperiences,
  countries,
  educationTypes,
  experienceContractTypes,
  experienceLocationTypes,
  regions,
  skills,
} from '../../db/schema/index.ts';

export async function findEducations(db: DbOrTx, candidateId: number) {
  const rows = await db
    .select({
      id: candidateEducations.id,
      candidateId: candidateEducations.candidateId,
      educationTypeId: candidateEducations.educationTypeId,
      educationTypeName: educationTypes.name,
      institution: candidateEducations.institution,
      designation: candidateEducations.designation,
      areaOfStudy: candidateEducations.areaOfStudy,
      startDate: candidateEducations.startDate,
      endDate: candidateEducations.endDate,
      imageId: candidateEducations.imageId,
    })
    .from(candidateEducations)
    .innerJoin(educationTypes, eq(educationTypes.id, candidateEducations.educationTypeId))
    .where(eq(candidateEducations.candidateId, candidateId))
    // Current and most recent first; entries without dates last.
    .orderBy(sql`${candidateEducations.endDate} desc nulls first`, sql`${candidateEducations.startDate} desc nulls last`, asc(candidateEducations.id));
  const skillRows = rows.length
    ? await db
        .select({ entryId: candidateEducationSkills.candidateEducationId, skillId: candidateEducationSkills.skillId })
        .from(candidateEducationSkills)
        .where(inArray(candidateEducationSkills.candidateEducationId, rows.map((r) => r.id)))
        .orderBy(asc(candidateEducationSkills.skillId))
    : [];
  return rows.map((r) => ({ ...r, skills: skillRows.filter((s) => s.entryId === r.id).map((s) => s.skillId) }));
}
export type EducationRow = Awaited<ReturnType<typeof findEducations>>[number];

export async function findExperiences(db: DbOrTx, candidateId: number) {
  const rows = await db
    .select({
      id: candidateExperiences.id,
      candidateId: candidateExperiences.candidateId,
      title: candidateExperiences.title,
      organizationName: candidateExperiences.organizationName,
      description: candidateExperiences.description,
      contractTypeId: candidateExperiences.contractTypeId,
      contractTypeName: experienceContractTypes.name,
      locationTypeId: candidateExperiences.locationTypeId,
      locationTypeName: experienceLocationTypes.name,
      city: candidateExperiences.city,
      regionId: candidateExperiences.regionId,
      region: regions.abbreviation,
      countryId: candidateExperiences.countryId,
      country: countries.name,
      startDate: candidateExperiences.startDate,
      endDate: candidateExperiences.endDate,
      imageId: candidateExperiences.imageId,
    })
    .from(candidateExperiences)
    .innerJoin(experienceLocationTypes, eq(experienceLocationTypes.id, candidateExperiences.locationTypeId))
    .leftJoin(experienceContractTypes, eq(experienceContractTypes.id, candidateExperiences.contractTypeId))
    .leftJoin(regions, eq(regions.id, candidateExperiences.regionId))
    .leftJoin(countries, eq(countries.id, candidateExperiences.countryId))
    .where(eq(candidateExperiences.candidateId, candidateId))
    .orderBy(sql`${candidateExperiences.endDate} desc nulls first`, sql`${candidateExperiences.startDate} desc nulls last`, asc(candidateExperiences.id));
  const skillRows = rows.length
    ? await db
        .select({ entryId: candidateExperienceSkills.candidateExperienceId, skillId: candidateExperienceSkills.skillId })
        .from(candidateExperienceSkills)
        .where(inArray(candidateExperienceSkills.candidateExperienceId, rows.map((r) => r.id)))
        .orderBy(asc(candidateExperienceSkills.skillId))
    : [];
  return rows.map((r) => ({ ...r, skills: skillRows.filter((s) => s.entryId === r.id).map((s) => s.skillId) }));
}
export type ExperienceRow = Awaited<ReturnType<typeof findExperiences>>[number];

export async function countExperiences(db: DbOrTx, candidateId: number): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(candidateExperiences).where(eq(candidateExperiences.candidateId, candidateId));
  return Number(row?.n ?? 0);
}

// ---- Reference checks ----

export async function existingSkillIds(db: DbOrTx, ids: number[]): Promise<Set<number>> {
  if (!ids.length) return new Set();
  const rows = await db.select({ id: skills.id }).from(skills).where(inArray(skills.id, ids));
  return new Set(rows.map((r) => r.id));
}

async function exists(db: DbOrTx, table: typeof educationTypes | typeof experienceContractTypes | typeof experienceLocationTypes | typeof countries, id: number) {
  const [row] = await db.select({ id: table.id }).from(table).where(eq(table.id, id)).limit(1);
  return Boolean(row);
}
export const educationTypeExists = (db: DbOrTx, id: number) => exists(db, educationTypes, id);
export const contractTypeExists = (db: DbOrTx, id: number) => exists(db, experienceContractTypes, id);
export const locationTypeExists = (db: DbOrTx, id: number) => exists(db, experienceLocationTypes, id);
export const countryExists = (db: DbOrTx, id: number) => exists(db, countries, id);

export async function findRegion(db: DbOrTx, id: number) {
  const [row] = await db.select({ id: regions.id, countryId: regions.countryId }).from(regions).where(eq(regions.id, id)).limit(1);
  return row ?? null;
}

// ---- Writes ----

export interface EducationValues {
  educationTypeId: number;
  institution: string;
  designation: string | null;
  areaOfStudy: string | null;
  startDate: string | null;
  endDate: string | null;
}

export interface ExperienceValues {
  title: string;
  organizationName: string;
  description: string | null;
  contractTypeId: number | null;
  locationTypeId: number;
  city: string | null;
  regionId: number | null;
  countryId: number | null;
  startDate: string | null;
  endDate: string | null;
}

export async function insertEducation(db: DbOrTx, candidateId: number, values: EducationValues): Promise<number> {
  const [row] = await db.insert(candidateEducations).values({ candidateId, ...values }).returning({ id: candidateEducations.id });
  return row!.id;
}

/** False when the entry is not the candidate's. */
export async function updateEducation(db: DbOrTx, candidateId: number, id: number, values: EducationValues): Promise<boolean> {
  const rows = await db
    .update(candidateEducations)
    .set(values)
    .where(and(eq(candidateEducations.id, id), eq(candidateEducations.candidateId, candidateId)))
    .returning({ id: candidateEducations.id });
  return rows.length > 0;
}

export async function deleteEducation(db: DbOrTx, candidateId: number, id: number): Promise<boolean> {
  const rows = await db
    .delete(candidateEducations)
    .where(and(eq(candidateEducations.id, id), eq(candidateEducations.candidateId, candidateId)))
    .returning({ id: candidateEducations.id });
  return rows.length > 0;
}

export async function replaceEducationSkills(db: DbOrTx, entryId: number, skillIds: number[]): Promise<void> {
  await db.delete(candidateEducationSkills).where(eq(candidateEducationSkills.candidateEducationId, entryId));
  if (skillIds.length) await db.insert(candidateEducationSkills).values(skillIds.map((skillId) => ({ candidateEducationId: entryId, skillId })));
}

export async function insertExperience(db: DbOrTx, candidateId: number, values: ExperienceValues): Promise<number> {
  const [row] = await db.insert(candidateExperiences).values({ candidateId, ...values }).returning({ id: candidateExperiences.id });
  return row!.id;
}

export async function updateExperience(db: DbOrTx, candidateId: number, id: number, values: ExperienceValues): Promise<boolean> {
  const rows = await db
    .update(candidateExperiences)
    .set(values)
    .where(and(eq(candidateExperiences.id, id), eq(candidateExperiences.candidateId, candidateId)))
    .returning({ id: candidateExperiences.id });
  return rows.length > 0;
}

export async function deleteExperience(db: DbOrTx, candidateId: number, id: number): Promise<boolean> {
  const rows = await db
    .delete(candidateExperiences)
    .where(and(eq(candidateExperiences.id, id), eq(candidateExperiences.candidateId, candidateId)))
    .returning({ id: candidateExperiences.id });
  return rows.length > 0;
}

export async function replaceExperienceSkills(db: DbOrTx, entryId: number, skillIds: number[]): Promise<void> {
  await db.delete(candidateExperienceSkills).where(eq(candidateExperienceSkills.candidateExperienceId, entryId));
  if (skillIds.length) await db.insert(candidateExperienceSkills).values(skillIds.map((skillId) => ({ candidateExperienceId: entryId, skillId })));
}
