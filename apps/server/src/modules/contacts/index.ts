/** The people of a charity or a corporation (primary, senior staff): one table, one repository for both owners. */
export { clearOtherPrimary, deleteContactsExcept, findContacts, findOwnContactIds, insertContact, updateContact, type ContactOwner, type ContactValues } from './contacts.repository.ts';
