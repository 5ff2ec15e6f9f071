import { useTranslation } from 'react-i18next';
import { SimplePage } from '../../../components/SimplePage.tsx';

/** /candidate */
export default function CandidatePage() {
  const { t } = useTranslation();
  return <SimplePage title={t('pages.candidate')} />;
}
