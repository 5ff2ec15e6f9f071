import { useEffect, useMemo, useRef } from 'react';
import { FormControlLabel, Grid, Switch, Typography } from '@mui/material';
import { Controller, FormProvider, useForm, useWatch, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { emailSchema, type Mandate } from '@boardmatch/shared';
import { ModalDialog } from '@/components/ModalDialog.tsx';
import { FormSelect, type SelectOption } from '@/components/form/FormSelect.tsx';
import { FormTextField } from '@/components/form/FormTextField.tsx';
import { isApiError, serverMessage } from '@/lib/api-error.ts';
import { useNotify } from '@/lib/feedback/feedback-context.tsx';
import { formResolver } from '@/lib/form/form-resolver.ts';
import { useBoardRepresentatives } from '@/features/board/api/find-board-representatives.ts';
import { useSaveMandate } from '@/features/board/api/save-mandate.ts';
import { hasUnsavedEdits } from '@/lib/form/use-unsaved-changes.tsx';
import { ChipPicker } from '@/components/ChipPicker.tsx';
import { useSkills } from '@/lib/api/find-lookup.ts';

interface MandateFormValues {
  charityPositionId: number | null;
  charityRepresentativeId: number | null;
  addNew: boolean;
  firstName: string;
  lastName: string;
  email: string;
  startDate: string;
  endDate: string;
  skillIds: number[];
}

const schema = z
  .object({
    charityPositionId: z.number({ error: 'errors.required' }),
    charityRepresentativeId: z.number().nullable(),
    addNew: z.boolean(),
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    startDate: z.string(),
    endDate: z.string(),
    skillIds: z.array(z.number()),
  })
  .superRefine((v, ctx) => {
    if (v.addNew) {
      for (const name of ['firstName', 'lastName'] as const) if (!v[name].trim()) ctx.addIssue({ code: 'custom', path: [name], message: 'errors.required' });
      if (!emailSchema.safeParse(v.email).success) ctx.addIssue({ code: 'custom', path: ['email'], message: v.email.trim() ? 'errors.email' : 'errors.required' });
    }
    if (v.startDate && v.endDate && v.endDate < v.startDate) ctx.addIssue({ code: 'custom', path: ['endDate'], message: 'charityPostings.validation.endBeforeStart' });
  });
const resolver = formResolver<MandateFormValues>(schema);

function toValues(mandate: Mandate | null): MandateFormValues {
  return {
    charityPositionId: mandate?.position.id ?? null,
    charityRepresentativeId: mandate?.representative?.id ?? null,
    addNew: false,
    firstName: '',
    lastName: '',
    email: '',
    startDate: mandate?.startDate ?? '',
    endDate: mandate?.endDate ?? '',
    skillIds: mandate?.skillIds ?? [],
  };
}

interface MandateDialogProps {
  open: boolean;
  charityId: number;
  mandate: Mandate | null;
  positions: readonly SelectOption[];
  /** The positions are being read again (after one was added): Board Position stays closed until they are in. */
  positionsLoading?: boolean;
  onClose: () => void;
}

/** New Board Member / EDIT: the position, who holds it (or a new person to invite) and the mandate's dates. */
export function MandateDialog({ open, charityId, mandate, positions, positionsLoading = false, onClose }: MandateDialogProps) {
  const { t } = useTranslation();
  const notify = useNotify();
  const save = useSaveMandate(charityId);
  const representatives = useBoardRepresentatives(charityId, open);
  const skills = useSkills();
  const form = useForm<MandateFormValues>({ defaultValues: toValues(mandate), resolver, mode: 'onChange' });
  const [addNew, representativeId] = useWatch({ control: form.control, name: ['addNew', 'charityRepresentativeId'] });
  const stashed = useRef<number | null>(null);
  const previous = useRef<number | null>(representativeId);

  useEffect(() => {
    if (open) form.reset(toValues(mandate));
  }, [open, mandate, form]);

  // Clearing the representative clears the mandate's dates.
  useEffect(() => {
    if (previous.current !== null && representativeId === null && !form.getValues('addNew')) {
      form.setValue('startDate', '');
      form.setValue('endDate', '');
    }
    previous.current = representativeId;
  }, [representativeId, form]);

  /** 'Add New Representative' stashes the chosen representative and restores it when unticked. */
  const toggleNew = (checked: boolean) => {
    if (checked) {
      stashed.current = form.getValues('charityRepresentativeId');
      form.setValue('charityRepresentativeId', null);
    } else {
      form.setValue('charityRepresentativeId', stashed.current);
    }
    form.setValue('addNew', checked, { shouldValidate: true });
  };

  const submit = form.handleSubmit(
    async (v) => {
      try {
        await save.mutateAsync({
          id: mandate?.id,
          input: {
            charityId,
            charityPositionId: v.charityPositionId!,
            charityRepresentativeId: v.addNew ? null : v.charityRepresentativeId,
            newRepresentative: v.addNew ? { firstName: v.firstName.trim(), lastName: v.lastName.trim(), email: v.email.trim() } : null,
            startDate: v.startDate || null,
            endDate: v.endDate || null,
            skillIds: v.addNew || v.charityRepresentativeId !== null ? v.skillIds : [],
          },
        });
        notify.success(t(v.addNew ? 'board.invited' : 'board.saved'));
        onClose();
      } catch (error) {
        if (isApiError(error)) for (const issue of error.issues) if (issue.path) form.setError(issue.path as Path<MandateFormValues>, { type: 'server', message: issue.message });
        notify.error(serverMessage(error));
      }
    },
    () => notify.error(t('errors.allRequired')),
  );

  const people = useMemo(() => representatives.data?.map((r) => ({ id: r.id, name: `${r.firstName} ${r.lastName} (${r.email})` })), [representatives.data]);
  const datesOpen = addNew || representativeId !== null;
  return (
    <ModalDialog dirty={hasUnsavedEdits(form.formState)} open={open} width={650} title={mandate ? t('board.editTitle') : t('board.newBoardMember')} onClose={onClose} onSubmit={submit} submitting={save.isPending}>
      <FormProvider {...form}>
        <Grid container spacing={2} component="form" noValidate onSubmit={(e) => e.preventDefault()} sx={{ pt: 1 }}>
          <Grid size={12}>
            <FormSelect name="charityPositionId" label={t('board.position')} options={positions} loading={positionsLoading} required />
          </Grid>
          <Grid size={12}>
            <FormSelect name="charityRepresentativeId" label={t('board.occupiedBy')} options={people} disabled={addNew} emptyLabel={t('board.vacant')} />
          </Grid>
          <Grid size={12}>
            <Controller
              name="addNew"
              control={form.control}
              render={({ field }) => <FormControlLabel control={<Switch checked={field.value} onChange={(e) => toggleNew(e.target.checked)} />} label={t('board.addNew')} />}
            />
          </Grid>
          {addNew && (
            <>
              <Grid size={{ xs: 12, sm: 6 }}>
                <FormTextField name="firstName" label={t('registration.firstName')} required fullWidth />
              </Grid>
              <Grid size={{ xs: 12, sm: 6 }}>
                <FormTextField name="lastName" label={t('registration.lastName')} required fullWidth />
              </Grid>
              <Grid size={12}>
                <FormTextField name="email" type="email" label={t('board.email')} required fullWidth />
              </Grid>
            </>
          )}
          <Grid size={{ xs: 12, sm: 6 }}>
            <FormTextField name="startDate" type="date" label={t('board.startDate')} fullWidth disabled={!datesOpen} slotProps={{ inputLabel: { shrink: true } }} />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <FormTextField name="endDate" type="date" label={t('board.endDate')} fullWidth disabled={!datesOpen} slotProps={{ inputLabel: { shrink: true } }} />
          </Grid>
          {datesOpen && (
            <Grid size={12}>
              <Controller name="skillIds" control={form.control} render={({ field }) => <ChipPicker label={t('boardTerms.skills')} options={skills.data ?? []} value={field.value} onChange={field.onChange} />} />
              <Typography variant="caption" color="text.secondary">
                {t('boardTerms.skillsHelp')}
              </Typography>
            </Grid>
          )}
        </Grid>
      </FormProvider>
    </ModalDialog>
  );
}
