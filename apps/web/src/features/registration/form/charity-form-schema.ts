import { charityInformationSchema, charityRegistrationSchema } from '@boardmatch/shared';
import { z } from 'zod';
import { accountFormSchema } from './account-schema.ts';
import { addressFormSchema, mainPhoneFormSchema, optionalPhoneFormSchema } from '@/lib/form/phone-address-schema.ts';

/** What the form checks before it sends; the administrator account is skipped when an existing user logged in. */
export function charityFormSchema(existing: boolean) {
  return z.object({
    charity: charityInformationSchema.omit({ focusAreas: true }),
    mainPhone: mainPhoneFormSchema,
    eveningPhone: optionalPhoneFormSchema,
    address: addressFormSchema,
    seniorStaff: charityRegistrationSchema.shape.seniorStaff,
    account: existing ? z.unknown() : accountFormSchema,
    acceptTermsAndConditions: z.boolean(),
  });
}
