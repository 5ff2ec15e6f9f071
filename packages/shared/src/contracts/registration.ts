import { z } from 'zod';
import { emailSchema, passwordEntrySchema, passwordSchema } from '../validation.ts';
import { optionalText, personName } from './fields.ts';
import { idNumberSchema, namedSchema } from './common.ts';

export const phoneInputSchema = z.object({
  number: z.string().trim().min(7, 'errors.phone').max(30).regex(/^[0-9+().\-\s]+$/, 'errors.phone'),
  extension: z.string().trim().max(10).regex(/^[0-9]*$/, 'errors.extension').optional().nullable(),
});
export type PhoneInput = z.infer<typeof phoneInputSchema>;

export const addressInputSchema = z.object({
  address1: optionalText(200),
  address2: optionalText(200),
  city: z.string().trim().min(1, 'errors.required').max(100),
  regionId: z.number({ error: 'errors.required' }).int().positive('errors.required'),
  countryId: z.number({ error: 'errors.required' }).int().positive('errors.required'),
  code: optionalText(20),
});
export type AddressInput = z.infer<typeof addressInputSchema>;

/** A new account: the login information and the person's name. */
export const accountInputSchema = z
  .object({
    email: emailSchema,
    password: passwordSchema,
    confirmPassword: z.string(),
    firstName: personName,
    lastName: personName,
    pronounId: idNumberSchema.optional().nullable(),
    pronounOther: optionalText(100),
  })
  .refine((a) => a.password === a.confirmPassword, { path: ['confirmPassword'], message: 'errors.passwordsMatch' });
export type AccountInput = z.infer<typeof accountInputSchema>;

/** An existing user, proven by their credentials ('Already have a Boardmatch user account?'). */
export const existingAccountSchema = z.object({ userName: z.string().trim().min(1).max(254), password: passwordEntrySchema });

const agreed = z.literal(true, { error: 'errors.agreeTerms' });

export const candidateRegistrationSchema = z
  .object({
    account: accountInputSchema.optional(),
    existingAccount: existingAccountSchema.optional(),
    /** Phones and address belong to a new account; an existing user keeps theirs. */
    mainPhone: phoneInputSchema.optional(),
    eveningPhone: phoneInputSchema.optional().nullable(),
    address: addressInputSchema.optional(),
    experienceTitle: z.string().trim().min(1, 'errors.required').max(200),
    experienceOrganizationName: z.string().trim().min(1, 'errors.required').max(200),
    isLookingForPosition: z.enum(['true', 'false'], { error: 'errors.required' }),
    skills: z.array(idNumberSchema).min(1, 'errors.selectAtLeastOne').max(100),
    focusAreas: z.array(idNumberSchema).min(1, 'errors.selectAtLeastOne').max(100),
    acceptTermsAndConditions: agreed,
  })
  .refine((r) => Boolean(r.account) !== Boolean(r.existingAccount), { path: ['account'], message: 'errors.required' })
  .refine((r) => !r.account || r.mainPhone, { path: ['mainPhone', 'number'], message: 'errors.required' })
  .refine((r) => !r.account || r.address, { path: ['address'], message: 'errors.addressRequired' });
export type CandidateRegistration = z.infer<typeof candidateRegistrationSchema>;

export const charityInformationSchema = z.object({
  name: z.string().trim().min(1, 'errors.required').max(200),
  charitableNumber: z.string().trim().min(1, 'errors.required').max(30),
  email: emailSchema,
  website: optionalText(300),
  charityTypeId: idNumberSchema.optional().nullable(),
  charityScopeId: idNumberSchema.optional().nullable(),
  focusAreas: z.array(idNumberSchema).max(100).default([]),
});

export const seniorStaffSchema = z.object({
  firstName: personName,
  lastName: personName,
  title: z.string().trim().min(1, 'errors.required').max(200),
  email: emailSchema,
  phone: phoneInputSchema,
});

export const charityRegistrationSchema = z
  .object({
    charity: charityInformationSchema,
    mainPhone: phoneInputSchema,
    eveningPhone: phoneInputSchema.optional().nullable(),
    address: addressInputSchema,
    seniorStaff: seniorStaffSchema,
    account: accountInputSchema.optional(),
    existingAccount: existingAccountSchema.optional(),
    acceptTermsAndConditions: agreed,
  })
  .refine((r) => Boolean(r.account) !== Boolean(r.existingAccount), { path: ['account'], message: 'errors.required' });
export type CharityRegistration = z.infer<typeof charityRegistrationSchema>;

/** Registration through an e-mailed invitation to represent a charity. */
export const invitationRegistrationSchema = z
  .object({
    token: z.string().min(1).max(200),
    firstName: personName,
    lastName: personName,
    password: passwordSchema,
    confirmPassword: z.string(),
    pronounId: idNumberSchema.optional().nullable(),
    pronounOther: optionalText(100),
  })
  .refine((a) => a.password === a.confirmPassword, { path: ['confirmPassword'], message: 'errors.passwordsMatch' });

export const invitationSchema = z.object({
  userName: z.string(),
  charityName: z.string(),
  charitableNumber: z.string().nullable(),
  firstName: z.string(),
  lastName: z.string(),
});

export const registrationResultSchema = z.object({
  user: z.object({ id: z.number(), userName: z.string(), userInformation: z.object({ id: z.number() }) }),
  candidate: z.object({ id: z.number() }).optional(),
  charity: z.object({ id: z.number() }).optional(),
  charityRepresentative: z
    .object({ id: z.number(), charityId: z.number(), charity: z.object({ name: z.string() }), roles: z.array(namedSchema) })
    .optional(),
});
export type RegistrationResult = z.infer<typeof registrationResultSchema>;

export const invitationTokenParamsSchema = z.object({ token: z.string().min(1).max(200) });
export const representativeInviteSchema = z.object({
  firstName: personName,
  lastName: personName,
  email: emailSchema,
  charityId: idNumberSchema,
  charityRepresentativeRoleId: idNumberSchema,
});
export type RepresentativeInvite = z.infer<typeof representativeInviteSchema>;
