import { lazy, Suspense, useState } from 'react';
import { Button, Paper, Stack } from '@mui/material';
import EditIcon from '@mui/icons-material/Edit';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SimplePage } from '@/components/SimplePage.tsx';
import { useAuthStore } from '@/lib/auth-context.tsx';
import { serverMessage } from '@/lib/api-error.ts';
import { useNotify } from '@/lib/feedback/feedback-context.tsx';
import { useUserInformation } from '@/features/candidates/api/get-user-information.ts';
import { useSaveUserInformation } from '@/features/candidates/api/update-user-information.ts';
import { ReadOnlyArea } from '@/features/candidates/components/ReadOnlyArea.tsx';
import { TabLoading } from '@/features/candidates/components/TabLoading.tsx';
import { UserInformationFields } from '@/components/form/UserInformationFields.tsx';
import { AccountDataPanel } from '@/features/users/components/AccountDataPanel.tsx';
import { toUserInformationFormValues, toUserInformationInput, userInformationResolver, type UserInformationFormValues } from '@/lib/form/user-information-form.ts';
import { applyServerIssues } from '@/lib/form/server-issues.ts';
import { hasUnsavedEdits, useUnsavedChanges } from '@/lib/form/use-unsaved-changes.tsx';
import { useResetOnNewData } from '@/lib/form/use-reset-on-new-data.ts';

// Below the fold, and loaded after the page: its code stays out of the page's first load.
const NotificationsPanel = lazy(() => import('@/features/users/components/NotificationsPanel.tsx').then((m) => ({ default: m.NotificationsPanel })));

/**
 * /user-information: the signed-in user's own information; 'User' to read, 'Update User' to edit. No password is asked
 * to edit; 'Notifications' (the weekly digests), downloading one's data and deleting one's account sit below it.
 */
export default function UserInformationPage() {
  const { t } = useTranslation();
  const notify = useNotify();
  const store = useAuthStore();
  const info = useUserInformation();
  const save = useSaveUserInformation();
  const [editing, setEditing] = useState(false);
  // The form starts from the data already held (the page's first data arrives before it draws): filled in after the
  // first draw, every field would tell its frame it is filled, and the browser would wait while they all draw again.
  const form = useForm<UserInformationFormValues>({
    mode: 'all',
    defaultValues: toUserInformationFormValues(info.data ?? null),
    resolver: userInformationResolver,
  });
  const { reset } = form;
  const { prompt } = useUnsavedChanges(editing && hasUnsavedEdits(form.formState));

  useResetOnNewData(form, info.data, toUserInformationFormValues);

  const cancel = async () => {
    setEditing(false);
    const reloaded = await info.refetch();
    reset(toUserInformationFormValues(reloaded.data ?? info.data));
  };

  const submit = form.handleSubmit(
    async (values) => {
      try {
        const saved = await save.mutateAsync(toUserInformationInput(values));
        reset(toUserInformationFormValues(saved));
        notify.success(t('userProfile.saved'));
        setEditing(false);
        // The header shows the user's name from the session.
        await store.reloadSession().catch(() => undefined);
      } catch (error) {
        applyServerIssues(form, error);
        notify.error(serverMessage(error));
      }
    },
    () => notify.error(t('profile.errors.markedRed')),
  );

  return (
    <SimplePage title={editing ? t('userProfile.editTitle') : t('userProfile.title')}>
      {prompt}
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end', mb: 2 }}>
        {!editing ? (
          <Button variant="contained" startIcon={<EditIcon />} onClick={() => setEditing(true)} disabled={!info.data}>
            {t('common.edit')}
          </Button>
        ) : (
          <>
            <Button onClick={() => void cancel()}>{t('common.cancel')}</Button>
            <Button variant="contained" onClick={() => void submit()} disabled={save.isPending}>
              {t('common.submit')}
            </Button>
          </>
        )}
      </Stack>
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
        {!info.data ? (
          <TabLoading />
        ) : (
          <FormProvider {...form}>
            <ReadOnlyArea readOnly={!editing}>
              <UserInformationFields email={info.data.email} />
            </ReadOnlyArea>
          </FormProvider>
        )}
      </Paper>
      {!editing && (
        <Suspense fallback={null}>
          <NotificationsPanel />
        </Suspense>
      )}
      {!editing && <AccountDataPanel />}
    </SimplePage>
  );
}
