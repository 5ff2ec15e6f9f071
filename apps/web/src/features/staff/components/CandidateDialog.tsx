import { useEffect, useMemo, useRef, useState, type ReactNode, type RefObject } from 'react';
import { Box, Button, Checkbox, FormControlLabel, FormGroup, FormLabel, Grid, IconButton, LinearProgress, Stack, Tooltip, Typography } from '@mui/material';
import HelpOutlineIcon from '@mui/icons-material/HelpOutline';
import { Controller, FormProvider, useForm, useWatch, type FieldErrors } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import {
  OtherId,
  PRONOUN_OTHER_ID,
  emailSchema,
  PASSWORD_RULE,
  userInformationInputSchema,
  type CandidateProfile,
  type StaffCandidateCreate,
  type StaffCandidateUpdate,
} from '@boardmatch/shared';
import { ChipPicker } from '@/components/ChipPicker.tsx';
import { ModalDialog } from '@/components/ModalDialog.tsx';
import { LazyRichTextEditor as RichTextEditor } from '@/components/LazyRichTextEditor.tsx';
import { FormTextField } from '@/components/form/FormTextField.tsx';
import { PasswordField } from '@/components/form/PasswordField.tsx';
import { UserInformationFields } from '@/components/form/UserInformationFields.tsx';
import { useFocusAreas, useLookup, useSkills } from '@/lib/api/find-lookup.ts';
import { isApiError, serverMessage } from '@/lib/api-error.ts';
import { useNotify } from '@/lib/feedback/feedback-context.tsx';
import { useErrorText } from '@/lib/form/error-text.ts';
import { formResolver } from '@/lib/form/form-resolver.ts';
import { optionalPhoneFormSchema } from '@/lib/form/phone-address-schema.ts';
import { toUserInformationFormValues, toUserInformationInput, type UserInformationFormValues } from '@/lib/form/user-information-form.ts';
import { isEmailTaken } from '@/features/staff/api/check-user-name.ts';
import { useStaffCandidateProfile } from '@/features/staff/api/get-staff-candidate-profile.ts';
import { useSaveCandidate } from '@/features/staff/api/save-candidate.ts';
import { LoadFailed } from '@/components/LoadFailed.tsx';
import { hasUnsavedEdits } from '@/lib/form/use-unsaved-changes.tsx';

/** The user form of the staff's candidate dialog (spec 3, section 5) with the candidate's own fields. */
export interface CandidateDialogValues extends UserInformationFormValues {
  email: string;
  password: string;
  experienceTitle: string;
  experienceOrganizationName: string;
  /** Not on this form: kept as the candidate answered it (true for a new one). */
  isLookingForPosition: boolean;
  about: string;
  skills: number[];
  focusAreas: number[];
  minorityGroupIds: number[];
  otherMinorityGroup: string;
}

/** The user form's rules; a new user (id 0) also needs a password that meets the complexity rule. */
export function candidateDialogSchema(isNew: boolean) {
  return z
    .object({
      ...userInformationInputSchema.shape,
      eveningPhone: optionalPhoneFormSchema,
      email: emailSchema,
      password: isNew ? z.string().regex(PASSWORD_RULE, 'staffCandidates.errors.passwordComplexity') : z.string(),
      experienceTitle: z.string().max(200),
      experienceOrganizationName: z.string().max(200),
      isLookingForPosition: z.boolean(),
      about: z.string().max(20_000),
      skills: z.array(z.number()).min(1, 'errors.selectAtLeastOne'),
      focusAreas: z.array(z.number()).min(1, 'errors.selectAtLeastOne'),
      minorityGroupIds: z.array(z.number()),
      otherMinorityGroup: z.string().max(200),
    })
    // Checked with the other fields (eager), not only once everything else is valid.
    .refine((v) => v.pronounId !== PRONOUN_OTHER_ID || Boolean(v.pronounOther?.trim()), { path: ['pronounOther'], message: 'errors.required', when: () => true });
}

export function toDialogValues(profile: CandidateProfile | null | undefined): CandidateDialogValues {
  const d = profile?.details;
  return {
    ...toUserInformationFormValues(profile?.userInformation),
    email: profile?.userInformation.email ?? '',
    password: '',
    experienceTitle: d?.experienceTitle ?? '',
    experienceOrganizationName: d?.experienceOrganizationName ?? '',
    isLookingForPosition: d?.isLookingForPosition ?? true,
    about: d?.about ?? '',
    skills: profile?.skills.map((s) => s.id) ?? [],
    focusAreas: profile?.focusAreas.map((f) => f.id) ?? [],
    minorityGroupIds: d?.minorityGroupIds ?? [],
    otherMinorityGroup: d?.otherMinorityGroup ?? '',
  };
}

export function toStaffCandidateInput(v: CandidateDialogValues, isNew: true): StaffCandidateCreate;
export function toStaffCandidateInput(v: CandidateDialogValues, isNew: boolean): StaffCandidateCreate | StaffCandidateUpdate;
export function toStaffCandidateInput(v: CandidateDialogValues, isNew: boolean): StaffCandidateCreate | StaffCandidateUpdate {
  const other = v.minorityGroupIds.includes(OtherId.minorityGroup);
  const base: StaffCandidateUpdate = {
    ...toUserInformationInput(v),
    email: v.email.trim().toLowerCase(),
    experienceTitle: v.experienceTitle.trim() || null,
    experienceOrganizationName: v.experienceOrganizationName.trim() || null,
    isLookingForPosition: v.isLookingForPosition,
    about: v.about || null,
    skills: v.skills,
    focusAreas: v.focusAreas,
    minorityGroupIds: v.minorityGroupIds,
    otherMinorityGroup: other ? v.otherMinorityGroup.trim() || null : null,
  };
  return isNew ? { ...base, password: v.password } : base;
}

/** Which form-level message a failed validation shows: the address one when only the address is wrong. */
function invalidMessageKey(errors: FieldErrors<CandidateDialogValues>): 'errors.addressRequired' | 'errors.allRequired' {
  const sections = Object.keys(errors).filter((key) => errors[key as keyof CandidateDialogValues]);
  return sections.length === 1 && sections[0] === 'address' ? 'errors.addressRequired' : 'errors.allRequired';
}

interface CandidateDialogProps {
  /** null: closed; 0: a new candidate; otherwise the candidate to update. */
  candidateId: number | null;
  onClose: () => void;
  /** 'Log In As User' when editing another user than the one signed in. */
  onLoginAs: (userId: number) => void;
  /** The signed-in user, who cannot log in as themself. */
  currentUserId: number | null;
  /** The resume section, managed on the candidate's behalf (composed by the page). */
  renderResume?: (candidateId: number) => ReactNode;
}

/** The full-screen create/update candidate dialog: create when the id is 0, update otherwise. */
export function CandidateDialog({ candidateId, onClose, onLoginAs, currentUserId, renderResume }: CandidateDialogProps) {
  const { t } = useTranslation();
  const open = candidateId !== null;
  const isNew = candidateId === 0;
  const profile = useStaffCandidateProfile(candidateId ?? 0);
  const title = isNew ? t('staffCandidates.dialog.createTitle') : t('staffCandidates.dialog.updateTitle');
  const ready = isNew || Boolean(profile.data);
  const [submitting, setSubmitting] = useState(false);
  const submitRef = useRef<(() => void) | null>(null);
  const [dirty, setDirty] = useState(false);

  const userId = profile.data?.userId ?? null;
  const loginAs = !isNew && userId !== null && userId !== currentUserId && (
    <Button variant="outlined" onClick={() => onLoginAs(userId)}>
      {t('staffCandidates.dialog.logInAsUser')}
    </Button>
  );

  return (
    <ModalDialog
      dirty={dirty}
      open={open}
      title={title}
      onClose={onClose}
      fullScreen
      onSubmit={ready ? () => submitRef.current?.() : undefined}
      submitting={submitting}
      extraActions={loginAs || undefined}
    >
      {!ready && !profile.isError && <LinearProgress aria-label={t('common.loading')} />}
      {profile.isError && <LoadFailed logKey="staffCandidates.dialog.loadFailed" onRetry={() => void profile.refetch()} />}
      {open && ready && (
        <CandidateForm
          key={candidateId}
          candidateId={candidateId}
          profile={isNew ? null : profile.data!}
          onSaved={onClose}
          setSubmitting={setSubmitting}
          submitRef={submitRef}
          onDirtyChange={setDirty}
          resume={isNew ? null : renderResume?.(candidateId)}
        />
      )}
    </ModalDialog>
  );
}

interface CandidateFormProps {
  candidateId: number;
  profile: CandidateProfile | null;
  onSaved: () => void;
  setSubmitting: (busy: boolean) => void;
  /** Set to this form's submit, which the dialog's Submit button calls. */
  submitRef: RefObject<(() => void) | null>;
  /** Tells the dialog whether the form holds unsaved edits (it asks before closing then). */
  onDirtyChange: (dirty: boolean) => void;
  resume: ReactNode;
}

function CandidateForm({ candidateId, profile, onSaved, setSubmitting, submitRef, onDirtyChange, resume }: CandidateFormProps) {
  const { t } = useTranslation();
  const notify = useNotify();
  const errorText = useErrorText();
  const isNew = candidateId === 0;
  const skills = useSkills();
  const focusAreas = useFocusAreas();
  const minorityGroups = useLookup('minority-groups');
  const save = useSaveCandidate();
  const schema = useMemo(() => candidateDialogSchema(isNew), [isNew]);
  const methods = useForm<CandidateDialogValues>({ mode: 'all', defaultValues: toDialogValues(profile), resolver: formResolver<CandidateDialogValues>(schema) });
  const { control, handleSubmit, setError } = methods;
  const unsaved = hasUnsavedEdits(methods.formState);
  useEffect(() => onDirtyChange(unsaved), [unsaved, onDirtyChange]);
  const minority = useWatch({ control, name: 'minorityGroupIds' });
  const email = useWatch({ control, name: 'email' });

  // A new user's e-mail is checked as it is typed (a moment after the last key), not only on submit.
  useEffect(() => {
    const value = email.trim();
    if (!isNew || !emailSchema.safeParse(value).success) return;
    let current = true;
    const timer = setTimeout(() => {
      void isEmailTaken(value).then((taken) => {
        if (taken && current) setError('email', { message: 'errors.emailTaken' });
      });
    }, 500);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [email, isNew, setError]);

  useEffect(() => {
    const onValid = async (values: CandidateDialogValues) => {
      setSubmitting(true);
      try {
        if (isNew && (await isEmailTaken(values.email.trim()))) {
          setError('email', { message: 'errors.emailTaken' }, { shouldFocus: true });
          return;
        }
        await save.mutateAsync({ id: candidateId, input: toStaffCandidateInput(values, isNew) });
        notify.success(isNew ? t('staffCandidates.created') : t('staffCandidates.updated'));
        onSaved();
      } catch (error) {
        if (isApiError(error) && error.status === 409) setError('email', { message: 'errors.emailTaken' }, { shouldFocus: true });
        notify.error(serverMessage(error));
      } finally {
        setSubmitting(false);
      }
    };
    submitRef.current = () => void handleSubmit(onValid, (errors) => notify.error(t(invalidMessageKey(errors))))();
  });

  return (
    <FormProvider {...methods}>
      <Box component="form" noValidate aria-label={isNew ? t('staffCandidates.dialog.createTitle') : t('staffCandidates.dialog.updateTitle')} onSubmit={(e) => e.preventDefault()} sx={{ maxWidth: 1100, mx: 'auto' }}>
        <Section title={t('staffCandidates.dialog.user')}>
          <Grid container spacing={2}>
            <Grid size={{ xs: 12, sm: 6 }}>
              <FormTextField name="email" label={t('staffCandidates.fields.email')} type="email" autoComplete="off" required fullWidth />
            </Grid>
            {isNew && (
              <Grid size={{ xs: 12, sm: 6 }}>
                <Stack direction="row" spacing={1} alignItems="flex-start">
                  <PasswordField name="password" label={t('staffCandidates.fields.password')} required fullWidth />
                  <Tooltip title={t('staffCandidates.fields.passwordRules')}>
                    <IconButton aria-label={`${t('staffCandidates.fields.passwordRulesLabel')}: ${t('staffCandidates.fields.passwordRules')}`} sx={{ mt: 1 }}>
                      <HelpOutlineIcon />
                    </IconButton>
                  </Tooltip>
                </Stack>
              </Grid>
            )}
          </Grid>
          <Box sx={{ mt: 2 }}>
            <UserInformationFields />
          </Box>
        </Section>
        <Section title={t('staffCandidates.dialog.candidate')}>
          <Grid container spacing={2}>
            <Grid size={{ xs: 12, sm: 6 }}>
              <FormTextField name="experienceTitle" label={t('staffCandidates.fields.experienceTitle')} fullWidth />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <FormTextField name="experienceOrganizationName" label={t('staffCandidates.fields.experienceOrganizationName')} fullWidth />
            </Grid>
            <Grid size={12}>
              <Controller
                name="about"
                control={control}
                render={({ field, fieldState }) => (
                  <RichTextEditor label={t('staffCandidates.fields.about')} value={field.value} onChange={field.onChange} onBlur={field.onBlur} error={errorText(fieldState.error, t('staffCandidates.fields.about'))} />
                )}
              />
            </Grid>
            <Grid size={{ xs: 12, md: 6 }}>
              <Controller
                name="skills"
                control={control}
                render={({ field, fieldState }) => (
                  <ChipPicker label={t('staffCandidates.fields.skills')} options={skills.data ?? []} value={field.value} onChange={field.onChange} required error={errorText(fieldState.error, t('staffCandidates.fields.skills'))} />
                )}
              />
            </Grid>
            <Grid size={{ xs: 12, md: 6 }}>
              <Controller
                name="focusAreas"
                control={control}
                render={({ field, fieldState }) => (
                  <ChipPicker label={t('staffCandidates.fields.causes')} options={focusAreas.data ?? []} value={field.value} onChange={field.onChange} required error={errorText(fieldState.error, t('staffCandidates.fields.causes'))} />
                )}
              />
            </Grid>
            <Grid size={12}>
              <FormLabel component="legend">{t('staffCandidates.fields.minorityGroups')}</FormLabel>
              <Controller
                name="minorityGroupIds"
                control={control}
                render={({ field }) => (
                  <FormGroup sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: '1fr 1fr 1fr' } }}>
                    {(minorityGroups.data ?? []).map((g) => (
                      <FormControlLabel
                        key={g.id}
                        label={g.name}
                        control={<Checkbox checked={field.value.includes(g.id)} onChange={(e) => field.onChange(e.target.checked ? [...field.value, g.id] : field.value.filter((id) => id !== g.id))} />}
                      />
                    ))}
                  </FormGroup>
                )}
              />
            </Grid>
            {minority.includes(OtherId.minorityGroup) && (
              <Grid size={{ xs: 12, sm: 6 }}>
                <FormTextField name="otherMinorityGroup" label={t('staffCandidates.fields.otherMinorityGroup')} fullWidth />
              </Grid>
            )}
          </Grid>
        </Section>
        {isNew ? (
          <Section title={t('staffCandidates.dialog.resume')}>
            <Typography color="text.secondary">{t('staffCandidates.dialog.resumeAfterCreate')}</Typography>
          </Section>
        ) : (
          resume
        )}
      </Box>
    </FormProvider>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" sx={{ mb: 4 }}>
      <Typography variant="h6" component="h3" sx={{ mb: 2 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}
