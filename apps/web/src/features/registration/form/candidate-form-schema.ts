import { candidateRegistrationSchema } from '@boardmatch/shared';
import { z } from 'zod';
import { accountFormSchema } from './account-schema.ts';
import { addressFormSchema, mainPhoneFormSchema, optionalPhoneFormSchema } from '@/lib/form/phone-address-schema.ts';

const fields = candidateRegistrationSchema.shape;

/**
 * What the form checks before it sends. The release agreement is checked after the rest (spec 1, section 4,
 * 'Candidate registration'); the account is not checked when an existing account was chosen.
 */
export function candidateFormSchema(existing: boolean) {
  return z.object({
    account: existing ? z.unknown() : accountFormSchema,
    mainPhone: mainPhoneFormSchema,
    eveningPhone: optionalPhoneFormSchema,
    address: addressFormSchema,
    experienceTitle: fields.experienceTitle,
    experienceOrganizationName: fields.experienceOrganizationName,
    isLookingForPosition: fields.isLookingForPosition,
    skills: fields.skills,
    focusAreas: fields.focusAreas,
    acceptTermsAndConditions: z.boolean(),
  });
}
