import { useTranslation } from 'react-i18next';
import { SimplePage } from '../../../components/SimplePage.tsx';

/** /charity-postings/:positions? */
export default function CharityPostingsPage() {
  const { t } = useTranslation();
  return <SimplePage title={t('pages.postedPositions')} text={t('pages.postedPositionsText')} />;
}
