import { useTranslation } from 'react-i18next';
import { SimplePage } from '@/components/SimplePage.tsx';

/** /charity */
export default function CharityPage() {
  const { t } = useTranslation();
  return <SimplePage title={t('pages.charity')} />;
}
