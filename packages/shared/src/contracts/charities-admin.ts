import { z } from 'zod';
import { MAX_ID } from '../constants.ts';
import { accountInputSchema, addressInputSchema, charityInformationSchema, phoneInputSchema } from './registration.ts';
import { requiredText } from './fields.ts';
import { namedSchema, requiredIdSchema, totalCappedSchema } from './common.ts';
import { charityRepliesSchema } from './waiting-applicants.ts';

/* The staff Charities screen (/boardmatch-charities): the list, New Charity, and a charity's contacts. */

/** One row of the staff charity list. */
export const staffCharitySchema = z.object({
  id: z.number(),
  name: z.string(),
  email: z.string().nullable(),
  charitableNumber: z.string().nullable(),
  /** 0 or null: not given (shown as a dash). */
  yearOfIncorporation: z.number().nullable(),
  charityScope: namedSchema.nullable(),
  charityType: namedSchema.nullable(),
  /** The address on one line: street, city, region abbreviation, postal code. */
  address: z.string().nullable(),
  city: z.string().nullable(),
  phone: z.string().nullable(),
  /** How the charity answers its applicants, as its profile shows it; null until it has enough applications. */
  replies: charityRepliesSchema.nullable(),
});
export type StaffCharity = z.infer<typeof staffCharitySchema>;
export const staffCharityListSchema = z.object({ charities: z.array(staffCharitySchema), total: z.number(), totalCapped: totalCappedSchema });
export type StaffCharityList = z.infer<typeof staffCharityListSchema>;

/**
 * The Contact form: first name, last name, daytime phone and title required; e-mail required and valid
 * ('Email must be valid'); extension optional. id 0 creates, another id updates.
 */
export const contactInputSchema = z.object({
  id: z.number().int().min(0).max(MAX_ID).default(0),
  firstName: requiredText(100),
  lastName: requiredText(100),
  daytimePhone: z.string({ error: 'errors.required' }).trim().min(1, 'errors.required').max(30).regex(/^[0-9+().\-\s]+$/, 'errors.phone'),
  extension: z
    .string()
    .trim()
    .max(10)
    .regex(/^[0-9]*$/, 'errors.extension')
    .nullable()
    .optional()
    .transform((v) => (v ? v : null)),
  title: requiredText(200),
  email: z.string({ error: 'errors.required' }).trim().toLowerCase().min(1, 'errors.required').max(254).email({ message: 'contacts.validation.email' }),
  isPrimary: z.boolean().default(false),
  isSeniorStaff: z.boolean().default(false),
});
export type ContactInput = z.infer<typeof contactInputSchema>;

export const contactSchema = z.object({
  id: z.number(),
  firstName: z.string(),
  lastName: z.string(),
  daytimePhone: z.string().nullable(),
  extension: z.string().nullable(),
  title: z.string().nullable(),
  email: z.string().nullable(),
  isPrimary: z.boolean(),
  isSeniorStaff: z.boolean(),
  charityId: z.number().nullable(),
  corporationId: z.number().nullable(),
});
export type Contact = z.infer<typeof contactSchema>;
export const contactListSchema = z.object({ contacts: z.array(contactSchema), total: z.number() });
export type ContactList = z.infer<typeof contactListSchema>;

/**
 * New Charity (staff): the charity information, main phone, address, its administrator's account (password
 * rules as registration) and the senior staff contact, created in one transaction.
 */
export const staffCharityCreateSchema = z.object({
  // Type of Organization is required on the charity form (spec 3); staff fill it in for the charity.
  charity: charityInformationSchema.extend({ charityTypeId: requiredIdSchema }),
  mainPhone: phoneInputSchema,
  eveningPhone: phoneInputSchema.optional().nullable(),
  address: addressInputSchema,
  account: accountInputSchema,
  seniorStaff: contactInputSchema.omit({ id: true, isPrimary: true, isSeniorStaff: true }),
});
export type StaffCharityCreate = z.infer<typeof staffCharityCreateSchema>;

export const staffCharityCreatedSchema = z.object({ id: z.number(), name: z.string(), administrator: z.object({ userId: z.number(), userName: z.string() }) });
export type StaffCharityCreated = z.infer<typeof staffCharityCreatedSchema>;
