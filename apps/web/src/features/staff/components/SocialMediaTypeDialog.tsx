import { useEffect, useMemo, useState } from 'react';
import { Box, Stack, Typography } from '@mui/material';
import AddPhotoAlternateIcon from '@mui/icons-material/AddPhotoAlternate';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { socialMediaTypeInputSchema, type SocialMediaType, type SocialMediaTypeInput } from '@boardmatch/shared';
import { ChooseFileButton, IMAGE_ACCEPT, UploadNote } from '@/components/FileChooser.tsx';
import { ModalDialog } from '@/components/ModalDialog.tsx';
import { FormTextField } from '@/components/form/FormTextField.tsx';
import { serverMessage } from '@/lib/api-error.ts';
import { useNotify } from '@/lib/feedback/feedback-context.tsx';
import { formResolver } from '@/lib/form/form-resolver.ts';
import { imageProblem } from '@/lib/upload-checks.ts';
import { translateKey } from '@/lib/translate-key.ts';
import { useSaveSocialMediaType } from '@/features/staff/api/save-social-media-type.ts';
import { applyServerIssues } from '@/lib/form/server-issues.ts';
import { hasUnsavedEdits } from '@/lib/form/use-unsaved-changes.tsx';

const resolver = formResolver<SocialMediaTypeInput>(socialMediaTypeInputSchema);

/** Create or edit a social media type: name required, image optional (.png or .jpg). */
export function SocialMediaTypeDialog({ open, type, onClose }: { open: boolean; type: SocialMediaType | null; onClose: () => void }) {
  const { t } = useTranslation();
  const notify = useNotify();
  const save = useSaveSocialMediaType();
  const form = useForm<SocialMediaTypeInput>({ resolver, mode: 'onChange', defaultValues: { name: '' } });
  const [image, setImage] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const preview = useMemo(() => (image ? URL.createObjectURL(image) : null), [image]);

  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);
  useEffect(() => {
    if (!open) return;
    form.reset({ name: type?.name ?? '' });
    setImage(null);
    setProblem(null);
  }, [open, type, form]);

  const choose = (file: File | undefined) => {
    if (!file) return;
    const issue = imageProblem(file);
    setProblem(issue ? translateKey(t, issue) : null);
    setImage(issue ? null : file);
  };

  const submit = form.handleSubmit(
    async (v) => {
      try {
        await save.mutateAsync({ id: type?.id ?? null, name: v.name.trim(), image });
        notify.success(t(type ? 'staffAdmin.socialMedia.updated' : 'staffAdmin.socialMedia.created'));
        onClose();
      } catch (error) {
        applyServerIssues(form, error);
        notify.error(serverMessage(error));
      }
    },
    () => notify.error(t('staffAdmin.socialMedia.invalid')),
  );

  const shown = preview ?? type?.imageUrl ?? null;
  const name = form.watch('name');
  return (
    <ModalDialog dirty={hasUnsavedEdits(form.formState)} open={open} width={500} title={type ? t('staffAdmin.socialMedia.editTitle') : t('staffAdmin.socialMedia.new')} onClose={onClose} onSubmit={submit} submitting={save.isPending}>
      <FormProvider {...form}>
        <Stack component="form" noValidate spacing={2} onSubmit={(e) => e.preventDefault()} sx={{ pt: 1 }}>
          <FormTextField name="name" label={t('staffAdmin.socialMedia.name')} required fullWidth />
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
            <Box sx={{ width: 48, height: 48, display: 'flex', alignItems: 'center', justifyContent: 'center', border: 1, borderColor: 'divider', borderRadius: 1 }}>
              {shown ? (
                <Box component="img" src={shown} alt={t('staffAdmin.socialMedia.imageAlt', { name: name || type?.name || '' })} sx={{ maxWidth: 40, maxHeight: 40 }} />
              ) : (
                <Typography variant="caption" color="text.secondary">
                  {t('staffAdmin.socialMedia.noImage')}
                </Typography>
              )}
            </Box>
            <ChooseFileButton label={t('staffAdmin.socialMedia.chooseImage')} icon={<AddPhotoAlternateIcon />} accept={IMAGE_ACCEPT} onFile={choose} />
          </Stack>
          <UploadNote problem={problem} accepted={image ? image.name : t('staffAdmin.socialMedia.imageHint')} />
        </Stack>
      </FormProvider>
    </ModalDialog>
  );
}
