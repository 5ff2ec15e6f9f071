import { useRef } from 'react';
import { Alert, Box, Button, Chip, LinearProgress, Link, Paper, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { SuggestedCandidate } from '@boardmatch/shared';
import { ModalDialog } from '@/components/ModalDialog.tsx';
import { serverMessage } from '@/lib/api-error.ts';
import { useNotify } from '@/lib/feedback/feedback-context.tsx';
import { useSuggestedCandidates } from '@/features/matching/api/find-suggested-candidates.ts';
import { useInviteToApply } from '@/features/matching/api/invite-to-apply.ts';
import { GapList, WhyChips } from '@/components/FitExplanation.tsx';

interface SuggestedCandidatesDialogProps {
  postingId: number;
  onClose: () => void;
}

/** 'Suggested candidates' of an open posting: the ten who fit best, why and their gaps, and 'Invite to apply'. */
export function SuggestedCandidatesDialog({ postingId, onClose }: SuggestedCandidatesDialogProps) {
  const { t } = useTranslation();
  const notify = useNotify();
  const list = useSuggestedCandidates(postingId);
  const invite = useInviteToApply(postingId);
  // A second click before the first one's state has painted: the button is not disabled yet, so a ref says no.
  const sending = useRef(false);

  const inviteOne = async (candidate: SuggestedCandidate) => {
    if (sending.current) return;
    sending.current = true;
    try {
      await invite.mutateAsync(candidate.id);
      notify.success(t('matching.invitedNotice', { name: `${candidate.firstName} ${candidate.lastName}`.trim() }));
    } catch (error) {
      notify.error(serverMessage(error));
    } finally {
      sending.current = false;
    }
  };

  const candidates = list.data?.candidates ?? [];
  return (
    <ModalDialog open onClose={onClose} width={900} title={t('matching.suggestedTitle', { id: postingId })} cancelLabel={t('common.close')}>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('matching.suggestedHint')}
      </Typography>
      {list.isPending && <LinearProgress aria-label={t('matching.suggested')} />}
      {list.isError && <Alert severity="error">{serverMessage(list.error) || t('matching.suggestedFailed')}</Alert>}
      {list.isSuccess && candidates.length === 0 && <Alert severity="info">{t('matching.suggestedEmpty')}</Alert>}
      <Stack component="ol" spacing={1.5} aria-label={t('matching.suggested')} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {candidates.map((c) => {
          const name = `${c.firstName} ${c.lastName}`.trim();
          return (
            <Paper component="li" variant="outlined" key={c.id} aria-label={name} sx={{ p: 2 }}>
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ justifyContent: 'space-between', alignItems: { sm: 'flex-start' } }}>
                <Box sx={{ minWidth: 0 }}>
                  <Link href={`/search?cid=${c.id}&pid=${postingId}`} target="_blank" rel="noopener" variant="subtitle1" sx={{ fontWeight: 600 }}>
                    {name}
                  </Link>
                  <Typography variant="body2" color="text.secondary">
                    {[[c.title, c.organizationName].filter(Boolean).join(', '), [c.city, c.region].filter(Boolean).join(', ')].filter(Boolean).join(' · ')}
                  </Typography>
                </Box>
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexShrink: 0 }}>
                  <Chip size="small" color="success" label={t('matching.score', { score: c.fit.score })} aria-label={t('matching.scoreLabel', { score: c.fit.score })} />
                  {c.invited ? (
                    <Button size="small" variant="outlined" disabled>
                      {t('matching.invited')}
                    </Button>
                  ) : (
                    <Button size="small" variant="contained" aria-label={t('matching.inviteLabel', { name })} disabled={invite.isPending} onClick={() => void inviteOne(c)}>
                      {t('matching.invite')}
                    </Button>
                  )}
                </Stack>
              </Stack>
              <Stack spacing={1} sx={{ mt: 1 }}>
                <WhyChips reasons={c.fit.reasons} />
                <GapList gaps={c.fit.gaps} />
              </Stack>
            </Paper>
          );
        })}
      </Stack>
    </ModalDialog>
  );
}
