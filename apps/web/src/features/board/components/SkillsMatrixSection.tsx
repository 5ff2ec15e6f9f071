import { Box, Chip, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { SkillsMatrix } from '@boardmatch/shared';
import { DataTable, type DataTableColumn } from '@/components/DataTable.tsx';
import { useSkillsMatrix } from '@/features/board/api/get-skills-matrix.ts';

type SkillRow = SkillsMatrix['skills'][number];

/** 'Skills matrix': each skill with the current members who hold it, whether the charity wants it, and its gaps named 'Gap'. */
export function SkillsMatrixSection({ charityId }: { charityId: number }) {
  const { t } = useTranslation();
  const matrix = useSkillsMatrix(charityId);
  const names = new Map((matrix.data?.members ?? []).map((m) => [m.mandateId, `${m.firstName} ${m.lastName}`.trim()]));

  const columns: DataTableColumn<SkillRow>[] = [
    {
      id: 'skill',
      header: t('boardTerms.matrix.skill'),
      primary: true,
      cell: (s) => (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <span>{s.name}</span>
          {s.gap && <Chip size="small" color="warning" label={t('boardTerms.matrix.gap')} />}
        </Stack>
      ),
    },
    {
      id: 'members',
      header: t('boardTerms.matrix.members'),
      cell: (s) =>
        s.holders.length ? (
          <>
            <Typography component="span" variant="body2" sx={{ fontWeight: 600 }}>
              {t('boardTerms.matrix.memberCount', { count: s.holders.length })}
            </Typography>
            <Typography component="span" variant="body2">
              {': '}
              {s.holders.map((id) => names.get(id) ?? '').join(', ')}
            </Typography>
          </>
        ) : (
          <Typography component="span" variant="body2" color={s.gap ? 'warning.dark' : 'text.secondary'}>
            {t('boardTerms.matrix.nobody')}
          </Typography>
        ),
    },
    {
      id: 'wanted',
      header: t('boardTerms.matrix.wanted'),
      cell: (s) =>
        s.wantedBecause.length ? (
          <>
            <Typography component="span" variant="body2" sx={{ fontWeight: 600, display: 'block' }}>
              {t('boardTerms.matrix.wanted')}
            </Typography>
            <Typography component="span" variant="caption" color="text.secondary">
              {s.wantedBecause.map((why) => t(`boardTerms.matrix.because.${why}`)).join('; ')}
            </Typography>
          </>
        ) : (
          ''
        ),
    },
  ];

  return (
    <Box component="section" aria-labelledby="skills-matrix-heading">
      <Typography id="skills-matrix-heading" variant="h2" sx={{ fontSize: '1.4rem', mb: 1 }}>
        {t('boardTerms.matrix.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('boardTerms.matrix.intro')}
      </Typography>
      <DataTable
        label={t('boardTerms.matrix.tableLabel')}
        columns={columns}
        rows={matrix.isError ? [] : matrix.data?.skills}
        rowKey={(s) => s.id}
        loading={matrix.isFetching}
        emptyText={matrix.isError ? t('boardTerms.matrix.failed') : t('boardTerms.matrix.empty')}
      />
    </Box>
  );
}
