import { useMemo, useState } from 'react';
import { Box, Button, MenuItem, Paper, Stack, TextField, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { MandateFilter, type Mandate } from '@boardmatch/shared';
import { SimplePage } from '../../../components/SimplePage.tsx';
import { useAuth } from '../../../lib/auth-context.tsx';
import { useCan } from '../../../lib/use-can.ts';
import { BoardTable } from '../../../features/board/components/BoardTable.tsx';
import { MandateDialog } from '../../../features/board/components/MandateDialog.tsx';
import { useActivePositions } from '../../../features/positions/api/positions-api.ts';
import { PositionDialog } from '../../../features/positions/components/PositionDialog.tsx';

const FILTERS = [MandateFilter.all, MandateFilter.current, MandateFilter.past] as const;

/** /charity-board: the board positions panel with its Status filter, New Position and New Board Member. */
export default function CharityBoardPage() {
  const { t } = useTranslation();
  const { session } = useAuth();
  const can = useCan();
  const charityId = session?.charityRepresentative?.charityId ?? 0;
  const subject = { charityId };
  const [status, setStatus] = useState<number>(MandateFilter.all);
  const [dialog, setDialog] = useState<{ kind: 'position' } | { kind: 'mandate'; mandate: Mandate | null } | null>(null);
  const positions = useActivePositions(charityId || null);
  const options = useMemo(() => (positions.data?.positions ?? []).map((p) => ({ id: p.id, name: p.name })), [positions.data]);

  return (
    <SimplePage title={t('board.title')}>
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
          onEdit={can('board.update', subject) ? (mandate) => setDialog({ kind: 'mandate', mandate }) : undefined}
          canDelete={can('board.delete', subject)}
        />
      </Paper>
      <PositionDialog open={dialog?.kind === 'position'} charityId={charityId} onClose={() => setDialog(null)} />
      <MandateDialog open={dialog?.kind === 'mandate'} charityId={charityId} mandate={dialog?.kind === 'mandate' ? dialog.mandate : null} positions={options} onClose={() => setDialog(null)} />
    </SimplePage>
  );
}
