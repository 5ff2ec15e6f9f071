import { charityRegistrationSchema, contactInputSchema, staffCharityCreateSchema, type StaffCharityCreate } from '@boardmatch/shared';
import { toCharityParts, toSeniorStaff, type CharityFormValues } from './charity-form.ts';
import { charityFormSchema } from './charity-form-schema.ts';
import { toAccount } from './shared-form.ts';

/**
 * New Charity (staff): the registration form without the release agreement or an existing account; the senior
 * staff member is a contact ('Email must be valid').
 */
export const staffCharityFormSchema = charityFormSchema(false).extend({
  charity: staffCharityCreateSchema.shape.charity.omit({ focusAreas: true }),
  seniorStaff: charityRegistrationSchema.shape.seniorStaff.extend({ email: contactInputSchema.shape.email }),
});

export function toStaffCharityCreate(values: CharityFormValues): StaffCharityCreate {
  const { phone, ...seniorStaff } = toSeniorStaff(values.seniorStaff);
  const parts = toCharityParts(values);
  return {
    ...parts,
    // The form's schema has required the type before this runs.
    charity: { ...parts.charity, charityTypeId: parts.charity.charityTypeId ?? 0 },
    account: toAccount(values.account),
    seniorStaff: { ...seniorStaff, daytimePhone: phone.number, extension: phone.extension ?? null },
  };
}
