import { useEffect } from 'react';
import { Stack } from '@mui/material';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { postingShareSchema, type CharityPosting } from '@boardmatch/shared';
import { ModalDialog } from '@/components/ModalDialog.tsx';
import { FormTextField } from '@/components/form/FormTextField.tsx';
import { useNotify } from '@/lib/feedback/feedback-context.tsx';
import { formResolver } from '@/lib/form/form-resolver.ts';
import { useSharePosting } from '@/features/postings/api/share-posting.ts';
import { hasUnsavedEdits } from '@/lib/form/use-unsaved-changes.tsx';

interface ShareFormValues {
  toEmail: string;
  toName: string;
  subject: string;
  fromName: string;
  customBody: string;
}
const resolver = formResolver<ShareFormValues>(postingShareSchema);

/** Share: e-mail the posting to someone. Titled with the posting number; the subject starts as the spec's default. */
export function ShareDialog({ posting, senderName, onClose }: { posting: Pick<CharityPosting, 'id' | 'charity' | 'charityPosition'> | null; senderName: string; onClose: () => void }) {
  const { t } = useTranslation();
  const notify = useNotify();
  const share = useSharePosting();
  const form = useForm<ShareFormValues>({ resolver, mode: 'onChange', defaultValues: { toEmail: '', toName: '', subject: '', fromName: '', customBody: '' } });

  useEffect(() => {
    if (!posting) return;
    form.reset({
      toEmail: '',
      toName: '',
      subject: t('charityPostings.share.defaultSubject', { position: posting.charityPosition.name, charity: posting.charity.name }),
      fromName: senderName,
      customBody: '',
    });
  }, [posting, senderName, form, t]);

  if (!posting) return null;
  const submit = form.handleSubmit(
    async (values) => {
      try {
        await share.mutateAsync({ id: posting.id, share: { ...values, customBody: values.customBody.trim() || null } });
        notify.success(t('charityPostings.share.sent'));
        onClose();
      } catch {
        notify.error(t('charityPostings.share.failed'));
      }
    },
    () => notify.error(t('charityPostings.share.invalid')),
  );

  return (
    <ModalDialog dirty={hasUnsavedEdits(form.formState)} open title={t('charityPostings.share.title', { id: posting.id })} onClose={onClose} onSubmit={submit} submitLabel={t('charityPostings.share.send')} submitting={share.isPending} width={650}>
      <FormProvider {...form}>
        <Stack component="form" noValidate spacing={2} sx={{ pt: 1 }} onSubmit={(e) => e.preventDefault()}>
          <FormTextField name="toEmail" type="email" label={t('charityPostings.share.toEmail')} required fullWidth />
          <FormTextField name="toName" label={t('charityPostings.share.toName')} required fullWidth />
          <FormTextField name="subject" label={t('charityPostings.share.subject')} required fullWidth />
          <FormTextField name="fromName" label={t('charityPostings.share.fromName')} required fullWidth />
          <FormTextField name="customBody" label={t('charityPostings.share.customBody')} fullWidth multiline minRows={3} />
        </Stack>
      </FormProvider>
    </ModalDialog>
  );
}
