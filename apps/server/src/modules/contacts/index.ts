/**
 * Who to reach at a charity or a corporation (its contacts: primary, senior staff), and the phones and address of
 * any owner (a user, a charity, a corporation): one reader and one writer for each, keyed by owner.
 */
export { addContacts, findContacts, readContacts, replaceContacts, saveContact } from './contacts.service.ts';
export type { ContactOwner } from './contacts.repository.ts';
export {
  addContactDetails,
  deleteContactDetails,
  findAddress,
  findAddresses,
  findMainAndEveningPhones,
  findPhones,
  replaceContactDetails,
  type AddressRow,
  type ContactDetails,
  type ContactDetailsOwner,
  type PhoneRow,
} from './contact-details.repository.ts';
