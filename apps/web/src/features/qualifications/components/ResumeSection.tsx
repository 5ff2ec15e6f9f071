import { useState } from 'react';
import { Box, Button, LinearProgress, Link, MenuItem, Stack, TextField, Typography } from '@mui/material';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { FilePrivacyType, type FilePrivacyTypeItem, type Resume } from '@boardmatch/shared';
import { useTranslation } from 'react-i18next';
import { useDisplay } from '@/lib/use-display.ts';
import { useNotify } from '@/lib/feedback/feedback-context.tsx';
import { serverMessage } from '@/lib/api-error.ts';
import { translateKey } from '@/lib/translate-key.ts';
import { ConfirmDialog } from '@/components/ConfirmDialog.tsx';
import { resumeProblem } from '@/lib/upload-checks.ts';
import { ChooseFileButton, RESUME_ACCEPT, UploadNote } from '@/components/FileChooser.tsx';
import { useDeleteResume } from '@/features/qualifications/api/delete-resume.ts';
import { downloadResume } from '@/features/qualifications/api/download-resume.ts';
import { useResumeVisibility } from '@/features/qualifications/api/update-resume-visibility.ts';
import { useUploadResume } from '@/features/qualifications/api/upload-resume.ts';

interface ResumeSectionProps {
  candidateId: number;
  resume: Resume | null;
  privacyTypes: FilePrivacyTypeItem[];
  readOnly: boolean;
}

/** The candidate's resume: download link, who may see it, upload (replaces) and delete. */
export function ResumeSection({ candidateId, resume, privacyTypes, readOnly }: ResumeSectionProps) {
  const { t } = useTranslation();
  const display = useDisplay();
  const notify = useNotify();
  const upload = useUploadResume(candidateId);
  const visibility = useResumeVisibility(candidateId);
  const remove = useDeleteResume(candidateId);
  const [privacy, setPrivacy] = useState<number>(resume?.fileVisibilityId ?? FilePrivacyType.private);
  const [problem, setProblem] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const shownPrivacy = resume?.fileVisibilityId ?? privacy;

  const send = async (file: File | undefined) => {
    if (!file) return;
    const issue = resumeProblem(file);
    setProblem(issue ? translateKey(t, issue) : null);
    if (issue) return;
    try {
      await upload.mutateAsync({ file, fileVisibilityId: shownPrivacy });
      notify.success(t('qualifications.resumeSection.uploaded'));
    } catch (error) {
      notify.error(serverMessage(error));
    }
  };

  const changePrivacy = async (value: number) => {
    setPrivacy(value);
    if (!resume) return;
    try {
      await visibility.mutateAsync({ id: resume.id, fileVisibilityId: value });
      notify.success(t('qualifications.resumeSection.visibilityUpdated'));
    } catch (error) {
      notify.error(serverMessage(error));
    }
  };

  const confirmDelete = async () => {
    if (!resume) return;
    try {
      await remove.mutateAsync(resume.id);
      notify.success(t('qualifications.resumeSection.deleted'));
    } catch (error) {
      notify.error(serverMessage(error));
    } finally {
      setConfirming(false);
    }
  };

  const download = async () => {
    if (!resume) return;
    try {
      await downloadResume(resume);
    } catch (error) {
      notify.error(serverMessage(error));
    }
  };

  return (
    <Box component="section" aria-labelledby="resume-heading" sx={{ mt: 4 }}>
      <Typography id="resume-heading" variant="h6" component="h3" sx={{ mb: 1 }}>
        {t('qualifications.resume')}
      </Typography>
      {resume ? (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} alignItems={{ sm: 'center' }} sx={{ mb: 2 }}>
          <Link component="button" type="button" onClick={() => void download()} aria-label={t('qualifications.resumeSection.download', { name: resume.originalName })}>
            {resume.originalName}
          </Link>
          <Typography variant="body2" color="text.secondary">
            {t('qualifications.resumeSection.uploadedOn', { date: display.localDay(resume.uploadedOn) })}
          </Typography>
        </Stack>
      ) : (
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {t('qualifications.resumeSection.none')}
        </Typography>
      )}
      {!readOnly && (
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} alignItems={{ md: 'center' }}>
          <TextField
            select
            label={t('qualifications.fields.privacy')}
            value={shownPrivacy}
            onChange={(event) => void changePrivacy(Number(event.target.value))}
            sx={{ minWidth: 280 }}
            disabled={visibility.isPending}
          >
            {privacyTypes.map((p) => (
              <MenuItem key={p.id} value={p.id}>
                {p.description}
              </MenuItem>
            ))}
          </TextField>
          <ChooseFileButton
            label={resume ? t('qualifications.resumeSection.replace') : t('qualifications.resumeSection.upload')}
            icon={<UploadFileIcon />}
            accept={RESUME_ACCEPT}
            disabled={upload.isPending}
            onFile={(file) => void send(file)}
          />
          {resume && (
            <Button color="error" onClick={() => setConfirming(true)}>
              {t('qualifications.resumeSection.delete')}
            </Button>
          )}
        </Stack>
      )}
      {upload.isPending && <LinearProgress sx={{ mt: 2 }} aria-label={t('common.loading')} />}
      {!readOnly && (
        <UploadNote problem={problem} accepted={t('qualifications.resumeSection.accepted')} sx={{ mt: 1 }} />
      )}
      <ConfirmDialog
        open={confirming}
        message={t('qualifications.resumeSection.confirmDelete')}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setConfirming(false)}
        busy={remove.isPending}
      />
    </Box>
  );
}
