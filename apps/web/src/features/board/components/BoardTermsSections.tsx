import { Paper, Stack } from '@mui/material';
import { useCan } from '@/lib/use-can.ts';
import { SkillsMatrixSection } from './SkillsMatrixSection.tsx';
import { TermsEndingSection } from './TermsEndingSection.tsx';

/** The Board page's 'Terms ending' and 'Skills matrix', under the board positions (loaded after them). */
export function BoardTermsSections({ charityId }: { charityId: number }) {
  const can = useCan();
  return (
    <Stack spacing={3} sx={{ mt: 3 }}>
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
        <TermsEndingSection charityId={charityId} canDraft={can('posting.create', { charityId })} />
      </Paper>
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
        <SkillsMatrixSection charityId={charityId} />
      </Paper>
    </Stack>
  );
}
