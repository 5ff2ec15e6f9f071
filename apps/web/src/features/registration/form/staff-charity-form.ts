import { charityRegistrationSchema, contactInputSchema, type StaffCharityCreate } from '@boardmatch/shared';
import { charityFormSchema, toCharityParts, toSeniorStaff, type CharityFormValues } from './charity-form.ts';
import { toAccount } from './shared-form.ts';

/**
 * New Charity (staff): the registration form without the release agreement or an existing account; the senior
 * staff member is a contact ('Email must be valid').
 */
export const staffCharityFormSchema = charityFormSchema(false).extend({
  seniorStaff: charityRegistrationSchema.shape.seniorStaff.extend({ email: contactInputSchema.shape.email }),
});

export function toStaffCharityCreate(values: CharityFormValues): StaffCharityCreate {
  const { phone, ...seniorStaff } = toSeniorStaff(values.seniorStaff);
  return {
    ...toCharityParts(values),
    account: toAccount(values.account),
    seniorStaff: { ...seniorStaff, daytimePhone: phone.number, extension: phone.extension ?? null },
  };
}
