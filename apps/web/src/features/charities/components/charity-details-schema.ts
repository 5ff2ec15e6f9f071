import { z } from 'zod';
import { charityDetailsSchema } from '@boardmatch/shared';
import { addressFormSchema, mainPhoneFormSchema, optionalPhoneFormSchema } from '@/lib/form/phone-address-schema.ts';

/** The charity details form's rules (charity-details-form.ts holds its values). Loaded at the form's first check. */
export const charityDetailsFormSchema = z.object({
  charity: charityDetailsSchema,
  address: addressFormSchema,
  mainPhone: mainPhoneFormSchema,
  eveningPhone: optionalPhoneFormSchema,
  focusAreas: z.array(z.number()).min(1, 'charity.validation.focusAreas'),
});
