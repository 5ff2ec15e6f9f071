import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { Alert, Box, Button, Chip, IconButton, LinearProgress, Paper, Stack, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import type { Education, Experience } from '@boardmatch/shared';
import { useTranslation } from 'react-i18next';
import { useDisplay } from '@/lib/use-display.ts';
import { useNotify } from '@/lib/feedback/feedback-context.tsx';
import { serverMessage } from '@/lib/api-error.ts';
import { useLookup, useRegions } from '@/lib/api/find-lookup.ts';
import { ConfirmDialog } from '@/components/ConfirmDialog.tsx';
import { useDeleteEntry } from '@/features/qualifications/api/delete-qualification-entry.ts';
import { usePrivacyTypes } from '@/features/qualifications/api/find-privacy-types.ts';
import { useQualifications } from '@/features/qualifications/api/get-qualifications.ts';
import { EducationDialog, ExperienceDialog, type QualificationLists } from './EntryDialogs.tsx';
import { ResumeSection } from './ResumeSection.tsx';

export interface QualificationsTabProps {
  candidateId: number;
  readOnly?: boolean;
  /** Called after a successful save, so the host records onboarding step 2. */
  onSaved?: () => void;
  /**
   * Optional: the host's Save/Next/Submit calls this; it answers false (and says 'Please add at least one
   * piece of work experience') while there is no work experience. Entries are saved as they are edited.
   */
  submitRef?: { current: (() => Promise<boolean>) | null };
}

type Editing = { kind: 'education'; entry: Education | null } | { kind: 'experience'; entry: Experience | null } | null;
type Deleting = { kind: 'education' | 'experience'; id: number } | null;

function useDateText() {
  const { t } = useTranslation();
  const { month } = useDisplay();
  return (start: string | null, end: string | null) => {
    if (!start && !end) return '';
    return `${start ? month(start) : '…'} – ${end ? month(end) : t('qualifications.present')}`;
  };
}

function EntryCard({ title, lines, skills, actions }: { title: string; lines: string[]; skills: string[]; actions?: ReactNode }) {
  return (
    <Paper variant="outlined" component="li" sx={{ p: 2, listStyle: 'none', display: 'flex', gap: 1 }}>
      <Box sx={{ flex: 1 }}>
        <Typography variant="subtitle1" component="h4" sx={{ fontWeight: 600 }}>
          {title}
        </Typography>
        {lines.filter(Boolean).map((line, i) => (
          <Typography key={i} variant="body2" color="text.secondary">
            {line}
          </Typography>
        ))}
        {skills.length > 0 && (
          <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap" sx={{ mt: 1 }}>
            {skills.map((s) => (
              <Chip key={s} label={s} size="small" color="primary" variant="outlined" />
            ))}
          </Stack>
        )}
      </Box>
      {actions && <Box sx={{ whiteSpace: 'nowrap' }}>{actions}</Box>}
    </Paper>
  );
}

function SectionHeading({ id, title, addLabel, onAdd }: { id: string; title: string; addLabel: string; onAdd?: () => void }) {
  return (
    <Stack direction="row" alignItems="center" justifyContent="space-between" sx={{ mb: 1 }}>
      <Typography id={id} variant="h6" component="h3">
        {title}
      </Typography>
      {onAdd && (
        <Button startIcon={<AddIcon />} onClick={onAdd}>
          {addLabel}
        </Button>
      )}
    </Stack>
  );
}

/** Education, experience and resume of a candidate (profile tab and onboarding step 2). */
export function QualificationsTab({ candidateId, readOnly = false, onSaved, submitRef }: QualificationsTabProps) {
  const { t } = useTranslation();
  const qualifications = useQualifications(candidateId);
  const educationTypes = useLookup('education-types');
  const contractTypes = useLookup('experience-contract-types');
  const locationTypes = useLookup('experience-location-types');
  const skills = useLookup('skills');
  const countries = useLookup('countries');
  const regions = useRegions();
  const privacyTypes = usePrivacyTypes();

  const hasExperience = (qualifications.data?.candidateExperience.length ?? 0) > 0;
  const notify = useNotify();
  const submit = useCallback(async () => {
    if (!hasExperience) {
      notify.error(t('qualifications.validation.atLeastOneExperience'));
      return false;
    }
    return true;
  }, [hasExperience, notify, t]);
  useEffect(() => {
    if (!submitRef) return;
    submitRef.current = submit;
    return () => {
      if (submitRef.current === submit) submitRef.current = null;
    };
  }, [submitRef, submit]);

  if (qualifications.isError) return <Alert severity="error">{serverMessage(qualifications.error) ?? t('errors.default')}</Alert>;
  const lists =
    educationTypes.data && contractTypes.data && locationTypes.data && skills.data && countries.data && regions.data
      ? { educationTypes: educationTypes.data, contractTypes: contractTypes.data, locationTypes: locationTypes.data, skills: skills.data, countries: countries.data, regions: regions.data }
      : null;
  if (!qualifications.data || !lists || !privacyTypes.data) return <LinearProgress aria-label={t('common.loading')} />;
  return (
    <Loaded
      candidateId={candidateId}
      readOnly={readOnly}
      onSaved={onSaved}
      lists={lists}
      education={qualifications.data.candidateEducation}
      experience={qualifications.data.candidateExperience}
      resume={<ResumeSection candidateId={candidateId} resume={qualifications.data.resume} privacyTypes={privacyTypes.data} readOnly={readOnly} />}
    />
  );
}

interface LoadedProps {
  candidateId: number;
  readOnly: boolean;
  onSaved?: () => void;
  lists: QualificationLists;
  education: Education[];
  experience: Experience[];
  resume: ReactNode;
}

function Loaded({ candidateId, readOnly, onSaved, lists, education, experience, resume }: LoadedProps) {
  const { t } = useTranslation();
  const notify = useNotify();
  const dateText = useDateText();
  const remove = useDeleteEntry(candidateId);
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<Deleting>(null);
  const skillNames = (ids: number[]) => ids.map((id) => lists.skills.find((s) => s.id === id)?.name ?? String(id));

  const saved = () => {
    setEditing(null);
    onSaved?.();
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      const result = await remove.mutateAsync(deleting);
      notify.success(t('qualifications.deleted'));
      if (result.candidateExperience.length === 0) notify.warning(t('qualifications.validation.atLeastOneExperience'));
      onSaved?.();
    } catch (error) {
      notify.error(serverMessage(error));
    } finally {
      setDeleting(null);
    }
  };

  const actions = (kind: 'education' | 'experience', entry: Education | Experience, name: string) =>
    readOnly ? undefined : (
      <>
        <IconButton
          aria-label={t('qualifications.editEntry', { name })}
          onClick={() => setEditing(kind === 'education' ? { kind, entry: entry as Education } : { kind, entry: entry as Experience })}
        >
          <EditIcon />
        </IconButton>
        <IconButton aria-label={t('qualifications.deleteEntry', { name })} onClick={() => setDeleting({ kind, id: entry.id })}>
          <DeleteIcon />
        </IconButton>
      </>
    );

  return (
    <Box>
      <Box component="section" aria-labelledby="education-heading">
        <SectionHeading
          id="education-heading"
          title={t('qualifications.education')}
          addLabel={t('qualifications.addEducation')}
          onAdd={readOnly ? undefined : () => setEditing({ kind: 'education', entry: null })}
        />
        {education.length === 0 ? (
          <Typography color="text.secondary">{t('qualifications.noEducation')}</Typography>
        ) : (
          <Stack component="ul" spacing={1} sx={{ p: 0, m: 0 }}>
            {education.map((e) => (
              <EntryCard
                key={e.id}
                title={e.institution}
                lines={[[e.candidateEducationTypeName, e.designation, e.areaOfStudy].filter(Boolean).join(' · '), dateText(e.start, e.end)]}
                skills={skillNames(e.skills)}
                actions={actions('education', e, e.institution)}
              />
            ))}
          </Stack>
        )}
      </Box>

      <Box component="section" aria-labelledby="experience-heading" sx={{ mt: 4 }}>
        <SectionHeading
          id="experience-heading"
          title={t('qualifications.experience')}
          addLabel={t('qualifications.addExperience')}
          onAdd={readOnly ? undefined : () => setEditing({ kind: 'experience', entry: null })}
        />
        {experience.length === 0 ? (
          readOnly ? (
            <Typography color="text.secondary">{t('qualifications.noExperience')}</Typography>
          ) : (
            <Alert severity="warning">{t('qualifications.validation.atLeastOneExperience')}</Alert>
          )
        ) : (
          <Stack component="ul" spacing={1} sx={{ p: 0, m: 0 }}>
            {experience.map((e) => (
              <EntryCard
                key={e.id}
                title={`${e.title} · ${e.organizationName}`}
                lines={[
                  [e.candidateExperienceContractTypeName, e.candidateExperienceLocationTypeName].filter(Boolean).join(' · '),
                  [e.address.city, e.address.region, e.address.country].filter(Boolean).join(', '),
                  dateText(e.start, e.end),
                  e.description ?? '',
                ]}
                skills={skillNames(e.skills)}
                actions={actions('experience', e, e.title)}
              />
            ))}
          </Stack>
        )}
      </Box>

      {resume}

      <EducationDialog
        candidateId={candidateId}
        entry={editing?.kind === 'education' ? editing.entry : null}
        open={editing?.kind === 'education'}
        onClose={() => setEditing(null)}
        onSaved={saved}
        lists={lists}
      />
      <ExperienceDialog
        candidateId={candidateId}
        entry={editing?.kind === 'experience' ? editing.entry : null}
        open={editing?.kind === 'experience'}
        onClose={() => setEditing(null)}
        onSaved={saved}
        lists={lists}
      />
      <ConfirmDialog open={deleting !== null} message={t('qualifications.confirmDelete')} onConfirm={() => void confirmDelete()} onCancel={() => setDeleting(null)} busy={remove.isPending} />
    </Box>
  );
}
