import { useTranslation } from 'react-i18next';

/** The address an erased account is left with (it names no one). */
const ERASED_ADDRESS = /@deleted\.invalid$/;

interface Named {
  firstName: string | null;
  lastName: string | null;
  email?: string;
}

/** Whether this is an account whose person asked to be erased (or was erased by staff). */
export const isErased = (p: Named) => (p.email ? ERASED_ADDRESS.test(p.email) : ![p.firstName, p.lastName].some((n) => n?.trim()));

/** A person's name as the records show it: 'Deleted user' for an erased account, never a blank. */
export function usePersonName() {
  const { t } = useTranslation();
  return (p: Named) => (isErased(p) ? t('common.deletedUser') : [p.firstName, p.lastName].filter((n) => n?.trim()).join(' '));
}
