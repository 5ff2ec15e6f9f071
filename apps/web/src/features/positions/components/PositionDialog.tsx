import { useEffect } from 'react';
import { Checkbox, FormControlLabel, Stack } from '@mui/material';
import { Controller, FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { createPositionSchema, type Position } from '@boardmatch/shared';
import { ModalDialog } from '@/components/ModalDialog.tsx';
import { FormTextField } from '@/components/form/FormTextField.tsx';
import { useNotify } from '@/lib/feedback/feedback-context.tsx';
import { isApiError, serverMessage } from '@/lib/api-error.ts';
import { formResolver } from '@/lib/form/form-resolver.ts';
import { useCreatePosition } from '@/features/positions/api/create-position.ts';
import { useUpdatePosition } from '@/features/positions/api/update-position.ts';
import { applyServerIssues } from '@/lib/form/server-issues.ts';
import { hasUnsavedEdits } from '@/lib/form/use-unsaved-changes.tsx';

interface PositionFormValues {
  name: string;
  isBoard: boolean;
}
const positionFormSchema = z.object({ name: createPositionSchema.shape.name, isBoard: z.boolean() });
const resolver = formResolver<PositionFormValues>(positionFormSchema);

interface PositionDialogProps {
  open: boolean;
  charityId: number;
  /** The position to change; absent to add one. */
  position?: Position | null;
  onClose: () => void;
  onSaved?: (position: Position) => void;
  /** The notice after adding: 'Position added Successfully!' (default) or the admin panel's 'Position Created'. */
  createdNotice?: 'added' | 'created';
}

/** The New Position dialog (500 px): a name and 'This is a Board Position'; also edits a position that is not a default one. */
export function PositionDialog({ open, charityId, position, onClose, onSaved, createdNotice = 'added' }: PositionDialogProps) {
  const { t } = useTranslation();
  const notify = useNotify();
  const create = useCreatePosition(charityId);
  const update = useUpdatePosition(charityId);
  const form = useForm<PositionFormValues>({ defaultValues: { name: '', isBoard: true }, resolver, mode: 'onChange' });

  useEffect(() => {
    if (open) form.reset({ name: position?.name ?? '', isBoard: position ? !position.isNotBoard : true });
  }, [open, position, form]);

  const submit = form.handleSubmit(async (values) => {
    try {
      const input = { name: values.name.trim(), isNotBoard: !values.isBoard };
      const saved = position ? await update.mutateAsync({ id: position.id, input }) : await create.mutateAsync({ ...input, charityId });
      notify.success(t(position ? 'charityAdmin.positions.updated' : `charityAdmin.positions.${createdNotice}`));
      onSaved?.(saved);
      onClose();
    } catch (error) {
      if (isApiError(error) && error.status === 409) form.setError('name', { type: 'server', message: error.message });
      applyServerIssues(form, error);
      notify.error(position ? serverMessage(error) : (serverMessage(error) ?? t('charityAdmin.positions.errors.cannotAdd')));
    }
  });

  return (
    <ModalDialog
      dirty={hasUnsavedEdits(form.formState)}
      open={open}
      width={500}
      title={position ? t('charityAdmin.positions.editPosition') : t('charityAdmin.positions.newPosition')}
      onClose={onClose}
      onSubmit={submit}
      submitting={create.isPending || update.isPending}
    >
      <FormProvider {...form}>
        <Stack component="form" noValidate spacing={2} sx={{ pt: 1 }} onSubmit={(e) => e.preventDefault()}>
          <FormTextField name="name" label={t('charityAdmin.positions.name')} required fullWidth autoFocus />
          <Controller
            name="isBoard"
            control={form.control}
            render={({ field }) => (
              <FormControlLabel control={<Checkbox checked={field.value} onChange={(e) => field.onChange(e.target.checked)} />} label={t('charityAdmin.positions.isBoardPosition')} />
            )}
          />
        </Stack>
      </FormProvider>
    </ModalDialog>
  );
}
