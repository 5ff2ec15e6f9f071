import { useMemo, useState } from 'react';
import { Box, Button, MenuItem, Paper, Stack, TextField, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { MandateFilter, type Mandate, type Position } from '@boardmatch/shared';
import { useCan } from '@/lib/use-can.ts';
import { BoardTable } from '@/features/board/components/BoardTable.tsx';
import { useSaveMandate } from '@/features/board/api/save-mandate.ts';
import { useNotify } from '@/lib/feedback/feedback-context.tsx';
import { serverMessage } from '@/lib/api-error.ts';
import { useActivePositions } from '@/features/positions/api/find-positions.ts';
import { lazyComponent } from '@/lib/lazy-component.ts';
import { MountOnce } from '@/lib/mount-once.tsx';

// The dialogs (their forms, date pickers and schemas) load when first opened, not with the board.
const PositionDialog = lazyComponent(() => import('@/features/positions/components/PositionDialog.tsx').then((m) => m.PositionDialog), 'PositionDialog').Component;
const MandateDialog = lazyComponent(() => import('@/features/board/components/MandateDialog.tsx').then((m) => m.MandateDialog), 'MandateDialog').Component;

const FILTERS = [MandateFilter.all, MandateFilter.current, MandateFilter.past] as const;

/**
 * The board positions panel: Status filter, New Position, New Board Member, and the seats with EDIT and DELETE
 * as the viewer's permissions allow. The charity's Board page shows it, and so does staff's 'Board of {charity}'.
 */
export function BoardPanel({ charityId, adminOverride = false }: { charityId: number; adminOverride?: boolean }) {
  const { t } = useTranslation();
  // Painted before the session is known: with the buttons a representative (Admin) sees.
  const can = useCan({ paintAllowed: true });
  const subject = { charityId };
  const [status, setStatus] = useState<number>(MandateFilter.all);
  const [dialog, setDialog] = useState<{ kind: 'position' } | { kind: 'mandate'; mandate: Mandate | null } | null>(null);
  const positions = useActivePositions(charityId || null);
  const options = useMemo(() => (positions.data?.positions ?? []).map((p) => ({ id: p.id, name: p.name })), [positions.data]);
  const saveSeat = useSaveMandate(charityId);
  const notify = useNotify();

  // A board position added here appears on the board as a Vacant seat, ready to be filled.
  const addVacantSeat = (position: Position) => {
    if (position.isNotBoard || !can('board.create', subject)) return;
    saveSeat.mutate({ input: { charityId, charityPositionId: position.id, charityRepresentativeId: null } }, { onError: (error) => notify.error(serverMessage(error)) });
  };

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ mb: 2, alignItems: { md: 'center' } }}>
        <Typography variant="h2" sx={{ fontSize: '1.4rem' }}>
          {t('board.panel')}
        </Typography>
        <TextField select size="small" sx={{ minWidth: 160 }} label={t('board.filterLabel')} value={status} onChange={(e) => setStatus(Number(e.target.value))}>
          {FILTERS.map((f) => (
            <MenuItem key={f} value={f}>
              {t(`board.filters.${f}`)}
            </MenuItem>
          ))}
        </TextField>
        <Box sx={{ flexGrow: 1 }} />
        {can('position.create', subject) && (
          <Button variant="outlined" onClick={() => setDialog({ kind: 'position' })}>
            {t('board.newPosition')}
          </Button>
        )}
        {can('board.create', subject) && (
          <Button variant="contained" onClick={() => setDialog({ kind: 'mandate', mandate: null })}>
            {t('board.newBoardMember')}
          </Button>
        )}
      </Stack>
      <BoardTable
        key={status}
        charityId={charityId}
        status={status}
        adminOverride={adminOverride}
        onEdit={can('board.update', subject) ? (mandate) => setDialog({ kind: 'mandate', mandate }) : undefined}
        canDelete={can('board.delete', subject)}
      />
      <MountOnce when={dialog?.kind === 'position'}>
        <PositionDialog open={dialog?.kind === 'position'} charityId={charityId} onSaved={addVacantSeat} onClose={() => setDialog(null)} />
      </MountOnce>
      <MountOnce when={dialog?.kind === 'mandate'}>
        <MandateDialog open={dialog?.kind === 'mandate'} charityId={charityId} mandate={dialog?.kind === 'mandate' ? dialog.mandate : null} positions={options} positionsLoading={positions.isFetching} onClose={() => setDialog(null)} />
      </MountOnce>
    </Paper>
  );
}
