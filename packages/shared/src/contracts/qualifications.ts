import { z } from 'zod';
import { requiredText, textOrNull } from './fields.ts';
import { idSchema, idNumberSchema } from './common.ts';

/*
 * Qualifications (education, work experience, resume) and files (resumes, profile and background images).
 * Dates are YYYY-MM-DD; an empty or zero date means no date (null).
 */

const ZERO_DATES = new Set(['', '0000-00-00', '0001-01-01']);

/** YYYY-MM-DD (a real calendar day) or null; '' and zero dates become null. */
export const qualificationDateSchema = z.preprocess(
  (v) => (typeof v === 'string' && ZERO_DATES.has(v.trim()) ? null : typeof v === 'string' ? v.trim() : v),
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'qualifications.validation.date')
    .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v), 'qualifications.validation.date')
    .nullable()
    .optional(),
);

const skillIdsSchema = z.array(idNumberSchema).max(100).default([]);

export interface DateIssue {
  path: 'start' | 'end';
  /** Catalogue key. */
  message: string;
}

/** Start cannot be after end; end cannot be before start (both named, so both fields turn red). */
export function qualificationDateIssues(start: string | null | undefined, end: string | null | undefined): DateIssue[] {
  if (!start || !end || start <= end) return [];
  return [
    { path: 'start', message: 'qualifications.validation.startAfterEnd' },
    { path: 'end', message: 'qualifications.validation.endBeforeStart' },
  ];
}

function withDateRule<T extends z.ZodObject<{ start: typeof qualificationDateSchema; end: typeof qualificationDateSchema }>>(schema: T) {
  return schema.superRefine((value, ctx) => {
    const v = value as { start?: string | null; end?: string | null };
    for (const issue of qualificationDateIssues(v.start, v.end)) ctx.addIssue({ code: 'custom', path: [issue.path], message: issue.message });
  });
}

export const educationFieldsSchema = z.object({
  candidateEducationTypeId: z.number({ error: 'qualifications.validation.selectAtLeastOne' }).int().positive('qualifications.validation.selectAtLeastOne'),
  institution: requiredText(200),
  designation: textOrNull(200),
  areaOfStudy: textOrNull(200),
  start: qualificationDateSchema,
  end: qualificationDateSchema,
  skills: skillIdsSchema,
});
/** One education entry as the form and the API take it. */
export const educationInputSchema = withDateRule(educationFieldsSchema);
export type EducationInput = z.input<typeof educationFieldsSchema>;

export const experienceAddressInputSchema = z.object({
  city: textOrNull(100),
  countryId: idNumberSchema.nullable().optional(),
  regionId: idNumberSchema.nullable().optional(),
});

export const experienceFieldsSchema = z.object({
  title: requiredText(200),
  organizationName: requiredText(200),
  description: textOrNull(4000),
  candidateExperienceContractTypeId: idNumberSchema.nullable().optional(),
  candidateExperienceLocationTypeId: idNumberSchema.default(1),
  address: experienceAddressInputSchema.nullable().optional(),
  start: qualificationDateSchema,
  end: qualificationDateSchema,
  skills: skillIdsSchema,
});
/** One work experience entry as the form and the API take it. */
export const experienceInputSchema = withDateRule(experienceFieldsSchema);
export type ExperienceInput = z.input<typeof experienceFieldsSchema>;

export const educationSchema = z.object({
  id: z.number(),
  candidateQualificationsId: z.number(),
  candidateEducationTypeId: z.number(),
  candidateEducationTypeName: z.string(),
  institution: z.string(),
  designation: z.string().nullable(),
  areaOfStudy: z.string().nullable(),
  start: z.string().nullable(),
  end: z.string().nullable(),
  imageId: z.number().nullable(),
  skills: z.array(z.number()),
});
export type Education = z.infer<typeof educationSchema>;

export const experienceSchema = z.object({
  id: z.number(),
  candidateQualificationsId: z.number(),
  title: z.string(),
  organizationName: z.string(),
  description: z.string().nullable(),
  candidateExperienceContractTypeId: z.number().nullable(),
  candidateExperienceContractTypeName: z.string().nullable(),
  candidateExperienceLocationTypeId: z.number(),
  candidateExperienceLocationTypeName: z.string(),
  address: z.object({
    city: z.string().nullable(),
    countryId: z.number().nullable(),
    regionId: z.number().nullable(),
    /** Region abbreviation and country name, for display. */
    region: z.string().nullable(),
    country: z.string().nullable(),
  }),
  start: z.string().nullable(),
  end: z.string().nullable(),
  imageId: z.number().nullable(),
  skills: z.array(z.number()),
});
export type Experience = z.infer<typeof experienceSchema>;

export const resumeSchema = z.object({
  id: z.number(),
  originalName: z.string(),
  uploadedOn: z.string(),
  /** File privacy type: 1 private (staff), 2 charities applied to, 3 all charities. */
  fileVisibilityId: z.number(),
});
export type Resume = z.infer<typeof resumeSchema>;

export const qualificationsSchema = z.object({
  /** The qualifications record is the candidate: this is the candidate id. */
  candidateQualificationsId: z.number(),
  candidateId: z.number(),
  candidateEducation: z.array(educationSchema),
  candidateExperience: z.array(experienceSchema),
  /** Null when there is none, or when the viewer may not see it. */
  resume: resumeSchema.nullable(),
});
export type Qualifications = z.infer<typeof qualificationsSchema>;

export const filePrivacyTypeSchema = z.object({ id: z.number(), description: z.string() });
export type FilePrivacyTypeItem = z.infer<typeof filePrivacyTypeSchema>;

export const fileVisibilityInputSchema = z.object({ fileVisibilityId: z.number().int().min(1).max(3) });

export const fileInfoSchema = z.object({ id: z.number(), originalName: z.string(), mimeType: z.string(), size: z.number(), uploadedOn: z.string() });
export type FileInfo = z.infer<typeof fileInfoSchema>;

/** An image in a list (POST /api/images/read/:entityType): the bytes are at url. */
export const imageItemSchema = z.object({
  id: z.number(),
  entityType: z.string(),
  entityId: z.number().nullable(),
  fileTypeId: z.number(),
  type: z.string(),
  isActive: z.boolean(),
  originalName: z.string(),
  uploadedOn: z.string(),
  image: z.object({ mimeType: z.string(), fileId: z.number(), url: z.string() }),
});
export type ImageItem = z.infer<typeof imageItemSchema>;
export const imageListSchema = z.object({ images: z.array(imageItemSchema), total: z.number() });
export type ImageList = z.infer<typeof imageListSchema>;

export const backgroundImageSchema = z.object({ id: z.number(), url: z.string(), isDefault: z.boolean(), isSelected: z.boolean() });
export type BackgroundImage = z.infer<typeof backgroundImageSchema>;
/** GET /api/candidates/:id/background-image: the chosen background, or null. */
export const currentBackgroundSchema = z.object({ image: backgroundImageSchema.nullable() });
export const backgroundThumbnailsSchema = z.object({ images: z.array(backgroundImageSchema) });

export const qualificationEntryParamsSchema = z.object({ id: idSchema, entryId: idSchema });
export const uploadParamsSchema = z.object({ entityType: z.string().max(50), entityId: idSchema, fileType: z.string().max(50) });
export const entityTypeParamsSchema = z.object({ entityType: z.string().max(50) });
export const imageActivateParamsSchema = z.object({ entityType: z.string().max(50), entityId: idSchema, fileId: idSchema });
export const backgroundChoiceParamsSchema = z.object({ id: idSchema, imageId: idSchema });
export const filePrivacyTypeListSchema = z.array(filePrivacyTypeSchema);
/** A signed image URL's expiry (e, seconds since 1970) and signature (s). */
export const imageSignatureQuerySchema = z.object({ e: z.string().max(20).optional(), s: z.string().max(100).optional() });
