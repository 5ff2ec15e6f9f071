import { useTranslation } from 'react-i18next';
import { translateKey } from '@/lib/translate-key.ts';

/** The built-in staff roles' names and the claims' descriptions in the reader's language; others as the server has them. */
export function useStaffLabels() {
  const { t, i18n } = useTranslation();
  const known = (key: string, fallback: string) => (i18n.exists(key) ? translateKey(t, key) : fallback);
  return {
    role: (name: string) => known(`staffAdmin.roleNames.${name}`, name),
    claim: (claim: string, description: string) => known(`staffAdmin.claimDescriptions.${claim}`, description),
  };
}
