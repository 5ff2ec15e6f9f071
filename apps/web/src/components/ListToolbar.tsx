import { Button, Stack, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';

/** Above a list: its Search field on the left, the button that adds a record on the right. */
export function ListToolbar({ search, onSearch, actionLabel, onAction }: { search: string; onSearch: (text: string) => void; actionLabel: string; onAction: () => void }) {
  const { t } = useTranslation();
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ p: 2, alignItems: { sm: 'center' }, justifyContent: 'space-between' }}>
      <TextField size="small" label={t('common.search')} value={search} onChange={(e) => onSearch(e.target.value)} />
      <Button variant="contained" sx={{ flexShrink: 0, whiteSpace: 'nowrap' }} onClick={onAction}>
        {actionLabel}
      </Button>
    </Stack>
  );
}
