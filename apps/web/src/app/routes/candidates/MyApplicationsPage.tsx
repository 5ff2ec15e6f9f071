import { Alert, AlertTitle, Button } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { SimplePage } from '@/components/SimplePage.tsx';
import { useAuth, usePaintedBeforeSession } from '@/lib/auth-context.tsx';
import { ApplicationsTable } from '@/features/applications/components/ApplicationsTable.tsx';

/** /candidate-postings: the candidate's applications once onboarding is complete, otherwise the way to the training course. */
export default function MyApplicationsPage() {
  const { t } = useTranslation();
  const { session } = useAuth();
  const candidate = session?.candidate ?? null;
  // Painted before the session is known: the table as it loads, which is what a candidate with applications first sees.
  const painted = usePaintedBeforeSession();
  return (
    <SimplePage title={t('pages.myApplications')} text={t('pages.myApplicationsText')}>
      {candidate?.onboardingComplete || painted ? (
        <ApplicationsTable candidateId={candidate?.id ?? 0} />
      ) : (
        <Alert
          severity="info"
          action={
            <Button component={RouterLink} to="/candidate-training" variant="contained" size="small">
              {t('applications.trainingCourse')}
            </Button>
          }
        >
          <AlertTitle>{t('applications.unauthorizedTitle')}</AlertTitle>
          {t('applications.unauthorizedText')}
        </Alert>
      )}
    </SimplePage>
  );
}
