import { useState } from 'react';
import { Checkbox, FormControl, FormControlLabel, FormGroup, FormHelperText, FormLabel, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { TextArea } from '@/components/TextArea.tsx';
import { APPLICATION_MESSAGE_MAX, DECLINE_REASONS, type Application } from '@boardmatch/shared';
import { isApiError } from '@/lib/api-error.ts';
import { ModalDialog } from '@/components/ModalDialog.tsx';
import { useNotify } from '@/lib/feedback/feedback-context.tsx';
import { usePersonName } from '@/lib/person-name.ts';
import { useDeclineSeveral } from '@/features/applications/api/application-pipeline.ts';

type OfferedReason = (typeof DECLINE_REASONS)[number];

/**
 * 'Decline several': the page's applications that may still be declined, chosen by check boxes, with one private
 * reason and one message. Left empty, each candidate gets the charity's kind note in their own language.
 */
export function DeclineSeveralDialog({ applications, onClose }: { applications: Application[]; onClose: () => void }) {
  const { t } = useTranslation();
  const notify = useNotify();
  const personName = usePersonName();
  const decline = useDeclineSeveral();
  const [chosen, setChosen] = useState<number[]>([]);
  const [reason, setReason] = useState<OfferedReason | ''>('');
  const [message, setMessage] = useState('');
  const [tried, setTried] = useState(false);
  const dirty = chosen.length > 0 || reason !== '' || message.trim() !== '';

  const submit = async () => {
    setTried(true);
    if (chosen.length === 0 || !reason) return;
    try {
      const { declined } = await decline.mutateAsync({ applicationIds: chosen, declineReason: reason, ...(message.trim() ? { message: message.trim() } : {}) });
      notify.success(t('pipeline.declinedSeveral', { count: declined }));
      onClose();
    } catch (error) {
      notify.error(isApiError(error) && error.message ? error.message : t('applications.errors.statusUpdateFailed'));
    }
  };

  const toggle = (id: number) => setChosen((current) => (current.includes(id) ? current.filter((c) => c !== id) : [...current, id]));
  return (
    <ModalDialog open width={640} title={t('pipeline.declineSeveralTitle')} onClose={onClose} onSubmit={submit} submitting={decline.isPending} dirty={dirty} submitDisabled={applications.length === 0}>
      {applications.length === 0 ? (
        <Typography>{t('pipeline.declineSeveralNone')}</Typography>
      ) : (
        <Stack spacing={2} sx={{ pt: 1 }}>
          <Typography>{t('pipeline.declineSeveralConfirm')}</Typography>
          <FormControl required error={tried && chosen.length === 0} component="fieldset" variant="standard">
            <FormLabel component="legend">{t('pipeline.declineSeveralChoose')}</FormLabel>
            <FormGroup>
              {applications.map((a) => (
                <FormControlLabel
                  key={a.id}
                  control={<Checkbox checked={chosen.includes(a.id)} onChange={() => toggle(a.id)} />}
                  label={`${personName(a.candidate)}, ${a.charityPosition.name} (#${a.postingId})`}
                />
              ))}
            </FormGroup>
            {tried && chosen.length === 0 && <FormHelperText>{t('pipeline.chooseOne')}</FormHelperText>}
          </FormControl>
          <TextField
            select
            required
            label={t('pipeline.declineReason')}
            value={reason}
            onChange={(e) => setReason(e.target.value as OfferedReason)}
            error={tried && !reason}
            helperText={tried && !reason ? t('fieldRules.invalidChoice', { field: t('pipeline.declineReason') }) : t('pipeline.declineReasonHint')}
            fullWidth
          >
            {DECLINE_REASONS.map((r) => (
              <MenuItem key={r} value={r}>
                {t(`applications.declineReasons.${r}`)}
              </MenuItem>
            ))}
          </TextField>
          <TextArea
            label={t('pipeline.messageToCandidate')}
            helperText={t('pipeline.declineSeveralMessageHint')}
            value={message}
            onChange={(e) => setMessage(e.target.value)}
            minRows={4}
            fullWidth
            slotProps={{ htmlInput: { maxLength: APPLICATION_MESSAGE_MAX } }}
          />
        </Stack>
      )}
    </ModalDialog>
  );
}
