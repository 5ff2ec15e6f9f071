import { useEffect } from 'react';
import { Box, Button, Checkbox, CircularProgress, Divider, FormControlLabel, Grid, IconButton, Stack, Typography } from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import { Controller, FormProvider, useFieldArray, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { addressInputSchema, corporationContactInputSchema, corporationInputSchema, type Corporation, type CorporationInput } from '@boardmatch/shared';
import { ModalDialog } from '@/components/ModalDialog.tsx';
import { AddressFields } from '@/components/form/AddressFields.tsx';
import { FormTextField } from '@/components/form/FormTextField.tsx';
import { PhoneFields } from '@/components/form/PhoneFields.tsx';
import { useNotify } from '@/lib/feedback/feedback-context.tsx';
import { formResolver } from '@/lib/form/form-resolver.ts';
import { applyServerIssues } from '@/lib/form/server-issues.ts';
import { emptyAddress, emptyPhone, toAddress, toOptionalPhone, type AddressFormValues, type PhoneFormValues } from '@/lib/form/phone-address-form.ts';
import { optionalPhoneFormSchema } from '@/lib/form/phone-address-schema.ts';
import { useCorporation } from '@/features/staff/api/get-corporation.ts';
import { useSaveCorporation } from '@/features/staff/api/save-corporation.ts';
import { hasUnsavedEdits } from '@/lib/form/use-unsaved-changes.tsx';

interface ContactValues {
  id: number;
  firstName: string;
  lastName: string;
  title: string;
  email: string;
  daytimePhone: string;
  extension: string;
  isPrimary: boolean;
  isSeniorStaff: boolean;
}

interface Values {
  name: string;
  email: string;
  website: string;
  address: AddressFormValues;
  phone: PhoneFormValues;
  contacts: ContactValues[];
}

/** 'Email must be valid' (spec 3, section 5: corporation and contact forms). */
const email = z.string().trim().min(1, 'errors.required').max(254).email('corporations.emailInvalid');

const isAddressEmpty = (a: AddressFormValues) => !a.countryId && !a.regionId && !a.city.trim() && !a.address1.trim() && !a.address2.trim() && !a.code.trim();

/** The address is optional; once any part is filled, Country, Province/State and City are required. */
const optionalAddressSchema = z.custom<AddressFormValues>().superRefine((value, ctx) => {
  if (isAddressEmpty(value)) return;
  const result = addressInputSchema.safeParse(toAddress(value));
  if (!result.success) for (const issue of result.error.issues) ctx.addIssue({ ...issue });
});

const contactRules = corporationContactInputSchema.shape;

const schema = z.object({
  name: corporationInputSchema.shape.name,
  email,
  website: z.string().trim().max(300),
  address: optionalAddressSchema,
  phone: optionalPhoneFormSchema,
  contacts: z.array(
    z.object({
      firstName: contactRules.firstName,
      lastName: contactRules.lastName,
      title: contactRules.title,
      email,
      daytimePhone: contactRules.daytimePhone,
      extension: z.string().trim().regex(/^[0-9]*$/, 'errors.extension'),
    }),
  ),
});
const resolver = formResolver<Values>(schema);

const emptyContact = (): ContactValues => ({ id: 0, firstName: '', lastName: '', title: '', email: '', daytimePhone: '', extension: '', isPrimary: false, isSeniorStaff: false });

function toValues(c: Corporation | undefined): Values {
  if (!c) return { name: '', email: '', website: '', address: emptyAddress(), phone: emptyPhone(), contacts: [] };
  return {
    name: c.name,
    email: c.email?.name ?? '',
    website: c.website ?? '',
    address: c.address
      ? { countryId: c.address.countryId, regionId: c.address.regionId, city: c.address.city, address1: c.address.address1 ?? '', address2: c.address.address2 ?? '', code: c.address.code ?? '' }
      : emptyAddress(),
    phone: c.phone ? { number: c.phone.number, extension: c.phone.extension ?? '' } : emptyPhone(),
    contacts: c.contacts.map((p) => ({ ...p, daytimePhone: p.daytimePhone ?? '', extension: p.extension ?? '', title: p.title ?? '', email: p.email ?? '' })),
  };
}

function toInput(v: Values): CorporationInput {
  return {
    name: v.name.trim(),
    email: v.email.trim(),
    website: v.website.trim() || null,
    address: isAddressEmpty(v.address) ? null : toAddress(v.address),
    phone: toOptionalPhone(v.phone),
    contacts: v.contacts.map((c) => ({ ...c, extension: c.extension.trim() || null })),
  };
}

/** Create ('New Record') or edit a corporation: name, primary e-mail, website, address, phone and contacts. */
export function CorporationDialog({ open, corporationId, onClose }: { open: boolean; corporationId: number | null; onClose: () => void }) {
  const { t } = useTranslation();
  const notify = useNotify();
  const editing = corporationId !== null;
  const current = useCorporation(open ? corporationId : null);
  const save = useSaveCorporation();
  const form = useForm<Values>({ resolver, mode: 'onChange', defaultValues: toValues(undefined) });
  const contacts = useFieldArray({ control: form.control, name: 'contacts' });

  useEffect(() => {
    if (open) form.reset(toValues(editing ? current.data : undefined));
  }, [open, editing, current.data, form]);

  const submit = form.handleSubmit(
    async (v) => {
      try {
        const input = toInput(v);
        await save.mutateAsync(editing ? { ...input, id: corporationId } : input);
        notify.success(t(editing ? 'corporations.updated' : 'corporations.created'));
        onClose();
      } catch (error) {
        notify.error(applyServerIssues(form, error) ?? t(editing ? 'corporations.updateFailed' : 'corporations.createFailed'));
      }
    },
    () => notify.error(t('errors.allRequired')),
  );

  const loading = editing && current.isLoading;
  return (
    <ModalDialog dirty={hasUnsavedEdits(form.formState)} open={open} width={1000} title={editing ? t('corporations.dialogEdit') : t('corporations.dialogNew')} onClose={onClose} onSubmit={submit} submitting={save.isPending} submitDisabled={loading}>
      {loading ? (
        <Box sx={{ display: 'flex', justifyContent: 'center', p: 4 }}>
          <CircularProgress aria-label={t('common.loading')} />
        </Box>
      ) : (
        <FormProvider {...form}>
          <Box component="form" noValidate onSubmit={(e) => e.preventDefault()} sx={{ pt: 1 }}>
            <Grid container spacing={2}>
              <Grid size={{ xs: 12, sm: 6 }}>
                <FormTextField name="name" label={t('corporations.name')} required fullWidth />
              </Grid>
              <Grid size={{ xs: 12, sm: 6 }}>
                <FormTextField name="email" type="email" label={t('corporations.email')} required fullWidth />
              </Grid>
              <Grid size={12}>
                <FormTextField name="website" label={t('corporations.website')} fullWidth />
              </Grid>
            </Grid>
            <Typography component="h3" variant="h6" sx={{ mt: 3, mb: 1 }}>
              {t('corporations.address')}
            </Typography>
            <AddressFields name="address" />
            <Typography component="h3" variant="h6" sx={{ mt: 3, mb: 1 }}>
              {t('corporations.phone')}
            </Typography>
            <PhoneFields name="phone" label={t('corporations.phone')} />
            <Divider sx={{ my: 3 }} />
            <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 1 }}>
              <Typography component="h3" variant="h6">
                {t('corporations.contacts')}
              </Typography>
              <Button onClick={() => contacts.append(emptyContact())}>{t('corporations.addContact')}</Button>
            </Stack>
            {contacts.fields.length === 0 && <Typography color="text.secondary">{t('corporations.noContacts')}</Typography>}
            {contacts.fields.map((field, i) => (
              <Box key={field.id} component="fieldset" sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2, mb: 2 }}>
                <Box component="legend" sx={{ px: 1 }}>
                  {t('corporations.contacts')} {i + 1}
                </Box>
                <Grid container spacing={2}>
                  <Grid size={{ xs: 12, sm: 6 }}>
                    <FormTextField name={`contacts.${i}.firstName`} label={t('corporations.contact.firstName')} required fullWidth />
                  </Grid>
                  <Grid size={{ xs: 12, sm: 6 }}>
                    <FormTextField name={`contacts.${i}.lastName`} label={t('corporations.contact.lastName')} required fullWidth />
                  </Grid>
                  <Grid size={{ xs: 12, sm: 6 }}>
                    <FormTextField name={`contacts.${i}.title`} label={t('corporations.contact.title')} required fullWidth />
                  </Grid>
                  <Grid size={{ xs: 12, sm: 6 }}>
                    <FormTextField name={`contacts.${i}.email`} type="email" label={t('corporations.contact.email')} required fullWidth />
                  </Grid>
                  <Grid size={{ xs: 8, sm: 4 }}>
                    <FormTextField name={`contacts.${i}.daytimePhone`} type="tel" label={t('corporations.contact.daytimePhone')} required fullWidth />
                  </Grid>
                  <Grid size={{ xs: 4, sm: 2 }}>
                    <FormTextField name={`contacts.${i}.extension`} label={t('corporations.contact.extension')} fullWidth />
                  </Grid>
                  <Grid size={{ xs: 12, sm: 6 }} sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap' }}>
                    <Controller
                      name={`contacts.${i}.isPrimary`}
                      control={form.control}
                      render={({ field: f }) => <FormControlLabel control={<Checkbox checked={Boolean(f.value)} onChange={(e) => f.onChange(e.target.checked)} />} label={t('corporations.contact.isPrimary')} />}
                    />
                    <Controller
                      name={`contacts.${i}.isSeniorStaff`}
                      control={form.control}
                      render={({ field: f }) => <FormControlLabel control={<Checkbox checked={Boolean(f.value)} onChange={(e) => f.onChange(e.target.checked)} />} label={t('corporations.contact.isSeniorStaff')} />}
                    />
                    <IconButton aria-label={`${t('corporations.removeContact')} ${i + 1}`} onClick={() => contacts.remove(i)} sx={{ ml: 'auto' }}>
                      <DeleteIcon />
                    </IconButton>
                  </Grid>
                </Grid>
              </Box>
            ))}
          </Box>
        </FormProvider>
      )}
    </ModalDialog>
  );
}
