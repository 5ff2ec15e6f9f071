import { useTranslation } from 'react-i18next';
import { SimplePage } from '@/components/SimplePage.tsx';

/** /debug (the shell hides the header) */
export default function DebugPage() {
  const { t } = useTranslation();
  return <SimplePage title={t('pages.debug')} />;
}
