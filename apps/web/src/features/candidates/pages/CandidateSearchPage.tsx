import { useTranslation } from 'react-i18next';
import { SimplePage } from '../../../components/SimplePage.tsx';
import { PROVIDER_NAME } from '../../../app/shell/display.ts';

/** /candidate-search */
export default function CandidateSearchPage() {
  const { t } = useTranslation();
  return <SimplePage title={t('pages.candidateSearch')} text={t('pages.candidateSearchText', { product: PROVIDER_NAME })} />;
}
