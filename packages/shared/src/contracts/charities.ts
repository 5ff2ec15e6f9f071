import { z } from 'zod';
import { emailSchema } from '../validation.ts';
import { OtherId, RenewableTerm } from '../constants.ts';
import { FIRST_INCORPORATION_YEAR, hasRichWords } from './charity-options.ts';
import { addressInputSchema, phoneInputSchema } from './registration.ts';
import { imageItemSchema } from './qualifications.ts';
import { requiredText, textOrNull } from './fields.ts';
import { idSchema, idNumberSchema, requiredIdSchema, phoneAnswerSchema, namedSchema } from './common.ts';

/* The charity profile's edit form (charity details, onboarding step 6) and position matching (step 7). */

const count = z.number({ error: 'errors.required' }).int().min(0).max(1_000_000);

export const charityDetailsSchema = z
  .object({
    name: requiredText(200),
    charitableNumber: requiredText(30),
    email: emailSchema,
    website: textOrNull(300),
    yearOfIncorporation: z.number({ error: 'errors.required' }).int().min(FIRST_INCORPORATION_YEAR, 'charity.validation.year').max(new Date().getFullYear() + 1, 'charity.validation.year'),
    charityScopeId: requiredIdSchema,
    charityTypeId: requiredIdSchema,
    /** Mission (rich text: bold, italic, underline). */
    mandate: z.string().max(20000).nullable().optional(),
    vision: z.string().max(20000).nullable().optional(),
    quote: textOrNull(1000),
  })
  .superRefine((c, ctx) => {
    // At least one of Mission and Vision; the empty one says so.
    if (!hasRichWords(c.mandate) && !hasRichWords(c.vision)) {
      ctx.addIssue({ code: 'custom', path: ['mandate'], message: 'charity.validation.mustBeFilled' });
      ctx.addIssue({ code: 'custom', path: ['vision'], message: 'charity.validation.mustBeFilled' });
    }
  });
export type CharityDetailsInput = z.infer<typeof charityDetailsSchema>;

export const charityProgramSchema = z.object({ name: requiredText(200), details: requiredText(2000) });

export const positionMatchingSchema = z
  .object({
    annualGeneralMeetingMonth: z.number().int().min(1).max(12).nullable().optional(),
    recruitForBoardMonth: z.number().int().min(1).max(12).nullable().optional(),
    charityBoardTypeId: requiredIdSchema,
    charityDevelopmentStageId: requiredIdSchema,
    operatingBudgetCurrentYear: z.number({ error: 'errors.required' }).int().min(0).max(100_000_000_000),
    charityFundingStatusId: requiredIdSchema,
    numberOfPaidStaff: count,
    numberOfVolunteers: count,
    maximumBoardSize: z.number({ error: 'errors.required' }).int().min(1).max(1000),
    lengthOfBoardTerm: z.number({ error: 'errors.required' }).int().min(1).max(5),
    /** 1 to 5 times, -1 no limit, 0 not renewable. */
    lengthOfRenewableTerm: z.number({ error: 'errors.required' }).int().min(RenewableTerm.noLimit).max(5),
    charityBoardWorkHoursId: requiredIdSchema,
    charityBoardWorkHoursOther: textOrNull(200),
    boardMeetingTimesPerYear: z.number({ error: 'errors.required' }).int().min(0).max(365),
    boardMeetingTimeAndDay: requiredText(200),
    boardMeetingLocation: requiredText(200),
    boardExtraActivities: requiredText(1000),
    filedLatestT3010: z.boolean({ error: 'errors.required' }),
    statuaryRemittancesUpToDate: z.boolean({ error: 'errors.required' }),
    optOutOfAutomatedMatching: z.boolean().default(false),
  })
  .superRefine((m, ctx) => {
    if (m.charityBoardWorkHoursId === OtherId.charityBoardWorkHours && !m.charityBoardWorkHoursOther) {
      ctx.addIssue({ code: 'custom', path: ['charityBoardWorkHoursOther'], message: 'errors.required' });
    }
  });
export type PositionMatchingInput = z.infer<typeof positionMatchingSchema>;

/**
 * The charity form's save: details, address, main and evening phone and focus areas (step 6); programs and
 * position matching (step 7) when sent. All of it in one transaction.
 */
export const charityUpdateSchema = z.object({
  charity: charityDetailsSchema,
  address: addressInputSchema,
  mainPhone: phoneInputSchema,
  eveningPhone: phoneInputSchema.nullable().optional(),
  focusAreas: z.array(idNumberSchema).min(1, 'charity.validation.focusAreas').max(100),
  programs: z.array(charityProgramSchema).max(50).optional(),
  positionMatching: positionMatchingSchema.optional(),
});
export type CharityUpdate = z.infer<typeof charityUpdateSchema>;

/** Step 7: programs and the position matching answers, saved alone (the onboarding step). */
export const positionMatchingUpdateSchema = z.object({
  programs: z.array(charityProgramSchema).min(1, 'charity.validation.programs').max(50),
  positionMatching: positionMatchingSchema,
});
export type PositionMatchingUpdate = z.infer<typeof positionMatchingUpdateSchema>;

/** Everything the charity form edits, as it is now. */
export const charityDetailsAnswerSchema = z.object({
  id: z.number(),
  name: z.string(),
  charitableNumber: z.string().nullable(),
  email: z.string().nullable(),
  website: z.string().nullable(),
  yearOfIncorporation: z.number().nullable(),
  charityScopeId: z.number().nullable(),
  charityTypeId: z.number().nullable(),
  mandate: z.string().nullable(),
  vision: z.string().nullable(),
  quote: z.string().nullable(),
  address: z
    .object({ address1: z.string().nullable(), address2: z.string().nullable(), city: z.string(), regionId: z.number().nullable(), countryId: z.number().nullable(), code: z.string().nullable() })
    .nullable(),
  mainPhone: phoneAnswerSchema.nullable(),
  eveningPhone: phoneAnswerSchema.nullable(),
  focusAreas: z.array(namedSchema),
  programs: z.array(z.object({ id: z.number(), name: z.string(), details: z.string() })),
  positionMatching: z
    .object({
      annualGeneralMeetingMonth: z.number().nullable(),
      recruitForBoardMonth: z.number().nullable(),
      charityBoardTypeId: z.number().nullable(),
      charityDevelopmentStageId: z.number().nullable(),
      operatingBudgetCurrentYear: z.number().nullable(),
      charityFundingStatusId: z.number().nullable(),
      numberOfPaidStaff: z.number().nullable(),
      numberOfVolunteers: z.number().nullable(),
      maximumBoardSize: z.number().nullable(),
      lengthOfBoardTerm: z.number().nullable(),
      lengthOfRenewableTerm: z.number().nullable(),
      charityBoardWorkHoursId: z.number().nullable(),
      charityBoardWorkHoursOther: z.string().nullable(),
      boardMeetingTimesPerYear: z.number().nullable(),
      boardMeetingTimeAndDay: z.string().nullable(),
      boardMeetingLocation: z.string().nullable(),
      boardExtraActivities: z.string().nullable(),
      filedLatestT3010: z.boolean(),
      statuaryRemittancesUpToDate: z.boolean(),
      optOutOfAutomatedMatching: z.boolean(),
    })
    .nullable(),
});
export type CharityDetails = z.infer<typeof charityDetailsAnswerSchema>;

export const charityFocusAreaParamsSchema = z.object({ id: idSchema, focusAreaId: idSchema });

/** A charity's own pictures: its profile image and the backgrounds it uploaded. */
export const charityImageUploadParamsSchema = z.object({ charityId: idSchema, fileType: z.enum(['profile-image', 'background-image']) });
export const charityImageParamsSchema = z.object({ charityId: idSchema, fileId: idSchema });

export const charityImageListSchema = z.object({ images: z.array(imageItemSchema) });
