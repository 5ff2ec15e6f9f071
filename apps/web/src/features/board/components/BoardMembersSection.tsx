import { useState } from 'react';
import { Box, List, ListItem, ListItemText, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { MandateFilter, type Mandate } from '@boardmatch/shared';
import { boardMembersQueries, useMandates } from '@/features/board/api/find-mandates.ts';
import { useDisplay } from '@/lib/use-display.ts';

const FILTERS = [MandateFilter.current, MandateFilter.past, MandateFilter.future] as const;
const FILTER_LABEL = { [MandateFilter.current]: 'current', [MandateFilter.past]: 'past', [MandateFilter.future]: 'future' } as const;

/** The profile's Board Members: who sits on the board, with a Past/Current/Future filter; hidden when there is nobody at all. */
export function BoardMembersSection({ charityId }: { charityId: number }) {
  const { t } = useTranslation();
  const display = useDisplay();
  const [filter, setFilter] = useState<number>(MandateFilter.current);
  const queries = boardMembersQueries(filter);
  const all = useMandates(charityId, queries.anyone);
  const list = useMandates(charityId, queries.members);
  if (!all.data?.total) return null;
  const label = (m: Mandate) => {
    if (m.status === 'Future' && m.startDate) return t('charity.profile.startingOn', { date: display.day(m.startDate) });
    if (m.status === 'Past' && m.endDate) return t('charity.profile.endedAt', { date: display.day(m.endDate) });
    return t('charity.profile.currentMember');
  };
  const seated = (list.data?.charityMandates ?? []).filter((m) => m.representative);
  return (
    <Box component="section" sx={{ mb: 3 }} aria-labelledby="board-members-heading">
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 1 }}>
        <Typography id="board-members-heading" variant="h6" component="h2" sx={{ whiteSpace: 'nowrap' }}>
          {t('charity.profile.boardMembers')}
        </Typography>
        <TextField select size="small" label={t('charity.profile.filter')} value={filter} onChange={(e) => setFilter(Number(e.target.value))} sx={{ width: 180, flex: '0 0 auto' }}>
          {FILTERS.map((f) => (
            <MenuItem key={f} value={f}>
              {t(`charity.profile.${FILTER_LABEL[f]}`)}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      {seated.length ? (
        <List dense disablePadding>
          {seated.map((m) => (
            <ListItem key={m.id} disableGutters>
              <ListItemText primary={`${m.representative!.firstName} ${m.representative!.lastName} — ${m.position.name}`} secondary={label(m)} />
            </ListItem>
          ))}
        </List>
      ) : (
        <Typography color="text.secondary">{t('charity.profile.none')}</Typography>
      )}
    </Box>
  );
}
