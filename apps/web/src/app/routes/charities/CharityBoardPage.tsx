import { useTranslation } from 'react-i18next';
import { SimplePage } from '@/components/SimplePage.tsx';
import { useAuth } from '@/lib/auth-context.tsx';
import { BoardPanel } from '@/app/sections/charities/BoardPanel.tsx';

/** /charity-board: the board positions panel with its Status filter, New Position and New Board Member. */
export default function CharityBoardPage() {
  const { t } = useTranslation();
  const { session } = useAuth();
  return (
    <SimplePage title={t('board.title')} text={t('pages.boardText')}>
      <BoardPanel charityId={session?.charityRepresentative?.charityId ?? 0} />
    </SimplePage>
  );
}
