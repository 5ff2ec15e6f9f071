import { charityRegistrationSchema, contactInputSchema, type StaffCharityCreate } from '@boardmatch/shared';
import { toAddress, toOptionalPhone, toPhone } from '../../../lib/form/phone-address-form.ts';
import { charityFormSchema, type CharityFormValues } from './charity-form.ts';
import { toAccount } from './shared-form.ts';

/**
 * New Charity (staff): the registration form without the release agreement or an existing account; the senior
 * staff member is a contact ('Email must be valid').
 */
export const staffCharityFormSchema = charityFormSchema(false).extend({
  seniorStaff: charityRegistrationSchema.shape.seniorStaff.extend({ email: contactInputSchema.shape.email }),
});

export function toStaffCharityCreate(values: CharityFormValues): StaffCharityCreate {
  const c = values.charity;
  const phone = toPhone(values.seniorStaff.phone);
  return {
    charity: {
      name: c.name.trim(),
      charitableNumber: c.charitableNumber.trim(),
      email: c.email.trim(),
      website: c.website.trim() || null,
      charityTypeId: c.charityTypeId,
      charityScopeId: c.charityScopeId,
      focusAreas: [],
    },
    mainPhone: toPhone(values.mainPhone),
    eveningPhone: toOptionalPhone(values.eveningPhone),
    address: toAddress(values.address),
    account: toAccount(values.account),
    seniorStaff: {
      firstName: values.seniorStaff.firstName.trim(),
      lastName: values.seniorStaff.lastName.trim(),
      title: values.seniorStaff.title.trim(),
      email: values.seniorStaff.email.trim(),
      daytimePhone: phone.number,
      extension: phone.extension ?? null,
    },
  };
}
