import { useTranslation } from 'react-i18next';
import { SimplePage } from '../../../components/SimplePage.tsx';

/** /charity-board */
export default function CharityBoardPage() {
  const { t } = useTranslation();
  return <SimplePage title={t('pages.board')} />;
}
