import { useTranslation } from 'react-i18next';
import { SimplePage } from '../../../components/SimplePage.tsx';

/** /boardmatch-candidates */
export default function AdminCandidatesPage() {
  const { t } = useTranslation();
  return <SimplePage title={t('pages.adminCandidates')} />;
}
