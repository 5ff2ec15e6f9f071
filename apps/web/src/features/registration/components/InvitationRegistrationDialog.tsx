import { useEffect, useState } from 'react';
import { Alert, Grid, TextField, Typography } from '@mui/material';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PRONOUN_OTHER_ID } from '@boardmatch/shared';
import { ModalDialog } from '@/components/ModalDialog.tsx';
import { useNotify } from '@/lib/feedback/feedback-context.tsx';
import { serverMessage } from '@/lib/api-error.ts';
import { formResolver } from '@/lib/form/form-resolver.ts';
import { useInvitation } from '@/features/registration/api/get-invitation.ts';
import { registerRepresentative } from '@/features/registration/api/register-representative.ts';
import { invitationFormSchema, type InvitationFormValues } from '@/features/registration/form/invitation-form.ts';
import { AccountFields } from './AccountFields.tsx';
import { hasUnsavedEdits } from '@/lib/form/use-unsaved-changes.tsx';

/** The invitation link's values (login query regusr, char, charnum, fname, lname, token). */
export interface InvitationLink {
  userName: string;
  charityName: string;
  charitableNumber: string;
  firstName: string;
  lastName: string;
  token: string;
}

interface InvitationRegistrationDialogProps {
  open: boolean;
  invitation: InvitationLink;
  onClose: () => void;
  /** The account exists; the caller opens the verification dialog. */
  onRegistered: (userName: string) => void;
}

/** 'Charity Representative Registration' (800 px): the e-mail is fixed, the organisation and its number are read-only. */
export function InvitationRegistrationDialog({ open, invitation, onClose, onRegistered }: InvitationRegistrationDialogProps) {
  const { t } = useTranslation();
  const notify = useNotify();
  const [registering, setRegistering] = useState(false);
  const check = useInvitation(invitation.token, open && Boolean(invitation.token));
  const defaults = (): InvitationFormValues => ({
    account: { firstName: invitation.firstName, lastName: invitation.lastName, password: '', confirmPassword: '', pronounId: null, pronounOther: '' },
  });
  const methods = useForm<InvitationFormValues>({ mode: 'all', defaultValues: defaults(), resolver: formResolver<InvitationFormValues>(invitationFormSchema) });

  useEffect(() => {
    if (open) methods.reset(defaults());
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, invitation.token]);

  const submit = methods.handleSubmit(
    async ({ account }) => {
      setRegistering(true);
      try {
        await registerRepresentative({
          token: invitation.token,
          firstName: account.firstName.trim(),
          lastName: account.lastName.trim(),
          password: account.password,
          confirmPassword: account.confirmPassword,
          pronounId: account.pronounId,
          pronounOther: account.pronounId === PRONOUN_OTHER_ID ? account.pronounOther.trim() || null : null,
        });
        notify.success(t('success.accountCreated'));
        onRegistered(invitation.userName);
      } catch (error) {
        notify.error(serverMessage(error));
      } finally {
        setRegistering(false);
      }
    },
    () => notify.error(t('errors.allRequired')),
  );

  const charityName = check.data?.charityName ?? invitation.charityName;
  const charitableNumber = check.data?.charitableNumber ?? invitation.charitableNumber;

  return (
    <ModalDialog
      dirty={hasUnsavedEdits(methods.formState)}
      open={open}
      title={t('invitation.title')}
      onClose={onClose}
      width={800}
      onSubmit={submit}
      submitLabel={registering ? t('common.registering') : t('common.register')}
      submitting={registering}
      submitDisabled={!check.isSuccess}
    >
      {check.isError ? (
        // A used, revoked or expired link says so in the server's words; the form is not offered.
        <Alert severity="warning" role="alert">
          {serverMessage(check.error) ?? t('errors.invitationInvalid')}
        </Alert>
      ) : (
      <>
      <Typography paragraph>{t('invitation.intro', { charity: charityName })}</Typography>
      <Grid container spacing={2} sx={{ mb: 2 }}>
        <Grid size={12}>
          <TextField label={t('registration.email')} value={check.data?.userName ?? invitation.userName} disabled />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField label={t('invitation.organizationName')} value={charityName} slotProps={{ htmlInput: { readOnly: true } }} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField label={t('invitation.charitableNumber')} value={charitableNumber ?? ''} slotProps={{ htmlInput: { readOnly: true } }} />
        </Grid>
      </Grid>
      <FormProvider {...methods}>
        <form
          noValidate
          aria-label={t('invitation.title')}
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <AccountFields name="account" hideEmail />
        </form>
      </FormProvider>
      </>
      )}
    </ModalDialog>
  );
}
