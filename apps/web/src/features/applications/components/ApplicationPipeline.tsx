import { useEffect, useRef, useState } from 'react';
import { Box, Button, Stack, Typography } from '@mui/material';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { addApplicationNoteSchema, type AddApplicationNote } from '@boardmatch/shared';
import { FormTextField } from '@/components/form/FormTextField.tsx';
import { formResolver } from '@/lib/form/form-resolver.ts';
import { applyServerIssues } from '@/lib/form/server-issues.ts';
import { hasUnsavedEdits } from '@/lib/form/use-unsaved-changes.tsx';
import { useNotify } from '@/lib/feedback/feedback-context.tsx';
import { useDisplay } from '@/lib/use-display.ts';
import { useAddApplicationNote, useApplicationPipeline } from '@/features/applications/api/application-pipeline.ts';
import { useStatusName } from './ApplicationFacts.tsx';

/**
 * The charity's working view of one application: 'History' (each status, who, when) and 'Private notes' with
 * 'Add note'. A note being written counts as an unsaved edit of the dialog (onDirtyChange).
 */
export function ApplicationPipeline({ applicationId, onDirtyChange }: { applicationId: number; onDirtyChange: (dirty: boolean) => void }) {
  const { t } = useTranslation();
  const notify = useNotify();
  const display = useDisplay();
  const statusName = useStatusName();
  const pipeline = useApplicationPipeline(applicationId);
  const add = useAddApplicationNote(applicationId);
  const [saving, setSaving] = useState(false);
  // Taken at the press, before the fields are checked: a second fast press finds it held and adds nothing.
  const pressed = useRef(false);
  const form = useForm<AddApplicationNote>({ defaultValues: { note: '' }, resolver: formResolver<AddApplicationNote>(addApplicationNoteSchema) });
  const dirty = hasUnsavedEdits(form.formState);
  useEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange]);

  const submit = form.handleSubmit(async (values) => {
    setSaving(true);
    try {
      await add.mutateAsync(values);
      form.reset({ note: '' });
      notify.success(t('pipeline.noteAdded'));
    } catch (error) {
      notify.error(applyServerIssues(form, error) ?? undefined);
    } finally {
      setSaving(false);
    }
  });

  if (pipeline.isError) return <Typography color="error">{t('pipeline.loadFailed')}</Typography>;
  const data = pipeline.data;
  return (
    <Stack spacing={3}>
      <Box component="section" aria-labelledby={`history-${applicationId}`}>
        <Typography id={`history-${applicationId}`} variant="h6" component="h3" gutterBottom>
          {t('pipeline.history')}
        </Typography>
        {!data ? (
          <Typography color="text.secondary">{t('common.loading')}</Typography>
        ) : data.history.length === 0 ? (
          <Typography color="text.secondary">{t('pipeline.historyEmpty')}</Typography>
        ) : (
          <Box component="ol" sx={{ m: 0, pl: 3 }}>
            {data.history.map((entry, i) => (
              <li key={i}>
                <Typography component="span">{t('pipeline.historyEntry', { status: statusName(entry.status), by: entry.by ?? t('pipeline.deletedAccount') })}</Typography>{' '}
                {entry.declineReason && <Typography component="span">({t(`applications.declineReasons.${entry.declineReason}`)})</Typography>}{' '}
                <Typography component="span" color="text.secondary">
                  {display.dateTime(entry.at)}
                </Typography>
              </li>
            ))}
          </Box>
        )}
      </Box>
      <Box component="section" aria-labelledby={`notes-${applicationId}`}>
        <Typography id={`notes-${applicationId}`} variant="h6" component="h3">
          {t('pipeline.privateNotes')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {t('pipeline.notesHint')}
        </Typography>
        {data && data.notes.length === 0 && <Typography color="text.secondary">{t('pipeline.notesEmpty')}</Typography>}
        {data && data.notes.length > 0 && (
          <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {data.notes.map((note) => (
              <li key={note.id}>
                <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{note.note}</Typography>
                <Typography variant="body2" color="text.secondary">
                  {t('pipeline.noteBy', { author: note.author ?? t('pipeline.deletedAccount'), at: display.dateTime(note.at) })}
                </Typography>
              </li>
            ))}
          </Stack>
        )}
        <FormProvider {...form}>
          <Stack
            component="form"
            noValidate
            spacing={1}
            sx={{ mt: 2 }}
            onSubmit={(event) => {
              event.preventDefault();
              if (pressed.current) return;
              pressed.current = true;
              void submit().finally(() => (pressed.current = false));
            }}
          >
            <FormTextField name="note" label={t('pipeline.noteLabel')} multiline minRows={2} fullWidth />
            <Box>
              <Button type="submit" variant="outlined" disabled={saving}>
                {t('pipeline.addNote')}
              </Button>
            </Box>
          </Stack>
        </FormProvider>
      </Box>
    </Stack>
  );
}
