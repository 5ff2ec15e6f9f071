import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { Education, EducationInput, Experience, ExperienceInput } from '@boardmatch/shared';
import type { z } from 'zod';
import { formResolver } from '@/lib/form/form-resolver.ts';

/** What the education dialog holds while the user types (empty strings and nulls until filled). */
export interface EducationFormValues {
  candidateEducationTypeId: number | null;
  institution: string;
  designation: string;
  areaOfStudy: string;
  start: string;
  end: string;
  skills: number[];
}

export interface ExperienceFormValues {
  title: string;
  organizationName: string;
  description: string;
  candidateExperienceContractTypeId: number | null;
  candidateExperienceLocationTypeId: number | null;
  address: { city: string; countryId: number | null; regionId: number | null };
  start: string;
  end: string;
  skills: number[];
}

export function educationValues(e?: Education | null): EducationFormValues {
  return {
    candidateEducationTypeId: e?.candidateEducationTypeId ?? null,
    institution: e?.institution ?? '',
    designation: e?.designation ?? '',
    areaOfStudy: e?.areaOfStudy ?? '',
    start: e?.start ?? '',
    end: e?.end ?? '',
    skills: e?.skills ?? [],
  };
}

export function experienceValues(e?: Experience | null): ExperienceFormValues {
  return {
    title: e?.title ?? '',
    organizationName: e?.organizationName ?? '',
    description: e?.description ?? '',
    candidateExperienceContractTypeId: e?.candidateExperienceContractTypeId ?? null,
    // 1 Physical by default.
    candidateExperienceLocationTypeId: e?.candidateExperienceLocationTypeId ?? 1,
    address: { city: e?.address.city ?? '', countryId: e?.address.countryId ?? null, regionId: e?.address.regionId ?? null },
    start: e?.start ?? '',
    end: e?.end ?? '',
    skills: e?.skills ?? [],
  };
}

/** Required selects read 'Must select at least one {field}' (spec 2, section 5), not '{field} can not be empty'. */
const SELECT_FIELDS = ['candidateEducationTypeId', 'candidateExperienceLocationTypeId'];

type EntryRules = typeof import('./entry-schemas.ts');
/** The entry rules, loaded at a dialog's first check (the module system keeps the one copy). */
const loadEntryRules = (): Promise<EntryRules> => import('./entry-schemas.ts');

/**
 * The shared entry rules, plus: start cannot be after end and end cannot be before start, checked together
 * with the other fields so every red field shows at once.
 */
function entryResolver<T extends FieldValues & { start: string; end: string }>(pick: (rules: EntryRules) => z.ZodType): Resolver<T> {
  const base = formResolver<T>(() => loadEntryRules().then(pick));
  return async (values, context, options) => {
    const result = await base(values, context, options);
    const { qualificationDateIssues } = await loadEntryRules();
    const errors = { ...(result.errors as Record<string, unknown>) } as Record<string, { type: string; message?: string } | undefined>;
    for (const issue of qualificationDateIssues(values.start || null, values.end || null)) {
      errors[issue.path] ??= { type: 'custom', message: issue.message };
    }
    for (const field of SELECT_FIELDS) {
      if (errors[field]) errors[field] = { type: errors[field].type, message: 'qualifications.validation.selectAtLeastOne' };
    }
    if (Object.keys(errors).length === 0) return result;
    return { values: {}, errors: errors as FieldErrors<T> };
  };
}

export const educationResolver = entryResolver<EducationFormValues>((rules) => rules.educationFieldsSchema);
export const experienceResolver = entryResolver<ExperienceFormValues>((rules) => rules.experienceFieldsSchema);

const text = (value: string | null | undefined) => (value ?? '').trim() || null;

/**
 * The API's input from the submitted values. The resolver hands over the schema's output (empty texts
 * already null), so both shapes are accepted.
 */
export function toEducationInput(v: EducationFormValues): EducationInput {
  return {
    candidateEducationTypeId: v.candidateEducationTypeId ?? 0,
    institution: (v.institution ?? '').trim(),
    designation: text(v.designation),
    areaOfStudy: text(v.areaOfStudy),
    start: v.start || null,
    end: v.end || null,
    skills: v.skills ?? [],
  };
}

export function toExperienceInput(v: ExperienceFormValues): ExperienceInput {
  return {
    title: (v.title ?? '').trim(),
    organizationName: (v.organizationName ?? '').trim(),
    description: text(v.description),
    candidateExperienceContractTypeId: v.candidateExperienceContractTypeId ?? null,
    candidateExperienceLocationTypeId: v.candidateExperienceLocationTypeId ?? 1,
    address: { city: text(v.address?.city), countryId: v.address?.countryId ?? null, regionId: v.address?.regionId ?? null },
    start: v.start || null,
    end: v.end || null,
    skills: v.skills ?? [],
  };
}
