import { useEffect, useState } from 'react';
import { Alert, Box, Button, LinearProgress, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { TextArea } from '@/components/TextArea.tsx';
import { APPLY_BLOCKER_KEYS, NOTES_MAX_LENGTH, PostingStatus, isExpired, type ApplyBlockerKind } from '@boardmatch/shared';
import { ModalDialog } from '@/components/ModalDialog.tsx';
import { useNotify } from '@/lib/feedback/feedback-context.tsx';
import { useAuth } from '@/lib/auth-context.tsx';
import { useCan } from '@/lib/use-can.ts';
import { ShareDialog } from './ShareDialog.tsx';
import { serverMessage } from '@/lib/api-error.ts';
import { translateKey } from '@/lib/translate-key.ts';
import { useApply } from '@/features/postings/api/apply-for-posting.ts';
import { usePostingSummary } from '@/lib/api/get-posting-summary.ts';
import { PostingSummaryView } from '@/components/PostingSummaryView.tsx';

/** Posting summary, with the apply form for a candidate (spec 2, section 2.5). Closed when postingId is null. */
export function PostingSummaryDialog({ postingId, onClose }: { postingId: number | null; onClose: () => void }) {
  const { t } = useTranslation();
  const notify = useNotify();
  const { status, session } = useAuth();
  const can = useCan();
  const [sharing, setSharing] = useState(false);
  const signedIn = status === 'authenticated';
  const posting = usePostingSummary(postingId, signedIn);
  const apply = useApply();
  const [notes, setNotes] = useState('');
  const [touched, setTouched] = useState(false);

  useEffect(() => {
    setNotes('');
    setTouched(false);
  }, [postingId]);

  const data = posting.data;
  // The server knows who the visitor is; the expiry is re-checked against today's date here too.
  const blocker: ApplyBlockerKind | null = data ? (isExpired(data.expiryDate, new Date()) ? 'expired' : data.applyBlocker) : null;
  // SHARE: a representative of the posting's own charity, while it is open.
  const mayShare = Boolean(data && data.charityPostingStatusId === PostingStatus.open && !isExpired(data.expiryDate, new Date()) && can('posting.share', { charityId: data.charityId }));
  const senderName = session ? `${session.user.userInformation.firstName} ${session.user.userInformation.lastName}`.trim() : '';
  const notesError = touched && !notes.trim() ? t('applications.errors.notesRequired') : null;

  const submit = async () => {
    if (!data || blocker) return;
    setTouched(true);
    if (!notes.trim()) return;
    try {
      await apply.mutateAsync({ postingId: data.id, description: notes.trim(), charityId: data.charityId, charityPositionId: data.charityPosition.id });
      notify.success(t('postings.applied', { position: data.charityPosition.name }));
      onClose();
    } catch (error) {
      notify.error(serverMessage(error));
      void posting.refetch();
    }
  };

  return (
    <ModalDialog
      open={postingId !== null}
      onClose={onClose}
      width={800}
      title={t('postings.summaryTitle', { id: postingId ?? '' })}
      onSubmit={data ? () => void submit() : undefined}
      submitLabel={t('postings.apply')}
      submitDisabled={!data || blocker !== null}
      submitting={apply.isPending}
      extraActions={
        mayShare ? (
          <Button variant="outlined" onClick={() => setSharing(true)}>
            {t('charityPostings.actions.share')}
          </Button>
        ) : undefined
      }
    >
      {posting.isPending && postingId !== null && <LinearProgress aria-label={t('common.loading')} />}
      {posting.isError && <Alert severity="error">{serverMessage(posting.error) ?? t('postings.loadFailed')}</Alert>}
      {data && (
        <>
          <PostingSummaryView posting={data} />
          <Box component="section" aria-labelledby="apply-heading" sx={{ mt: 2, pt: 2, borderTop: 1, borderColor: 'divider' }}>
            <Typography id="apply-heading" variant="h3" component="h3" sx={{ fontSize: '1.1rem', mb: 1 }}>
              {t('postings.applyTitle')}
            </Typography>
            {blocker && (
              <Alert severity={blocker === 'applied' ? 'info' : 'warning'} sx={{ mb: 1 }}>
                {translateKey(t, APPLY_BLOCKER_KEYS[blocker])}
              </Alert>
            )}
            <TextArea
              label={t('postings.notes')}
              required
              fullWidth
              minRows={4}
              value={notes}
              disabled={blocker !== null}
              onChange={(e) => {
                setNotes(e.target.value);
                setTouched(true);
              }}
              onBlur={() => setTouched(true)}
              error={Boolean(notesError)}
              helperText={notesError ?? t('postings.notesHelp')}
              slotProps={{ htmlInput: { maxLength: NOTES_MAX_LENGTH } }}
            />
          </Box>
        </>
      )}
      {sharing && data && <ShareDialog posting={data} senderName={senderName} onClose={() => setSharing(false)} />}
    </ModalDialog>
  );
}
