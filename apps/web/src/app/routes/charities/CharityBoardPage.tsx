import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { SimplePage } from '@/components/SimplePage.tsx';
import { useAuth } from '@/lib/auth-context.tsx';
import { lazyComponent } from '@/lib/lazy-component.ts';
import { BoardPanel } from '@/app/sections/charities/BoardPanel.tsx';

// 'Terms ending' and 'Skills matrix' load after the board positions, not with the page.
const BoardTermsSections = lazyComponent(() => import('@/features/board/components/BoardTermsSections.tsx').then((m) => m.BoardTermsSections), 'BoardTermsSections').Component;

/** /charity-board: the board positions panel with its Status filter, New Position and New Board Member; then terms ending and the skills matrix. */
export default function CharityBoardPage() {
  const { t } = useTranslation();
  const { session } = useAuth();
  const charityId = session?.charityRepresentative?.charityId ?? 0;
  return (
    <SimplePage title={t('board.title')} text={t('pages.boardText')}>
      <BoardPanel charityId={charityId} />
      {charityId > 0 && (
        <Suspense fallback={null}>
          <BoardTermsSections charityId={charityId} />
        </Suspense>
      )}
    </SimplePage>
  );
}
