import { Box, Button } from '@mui/material';
import SchoolIcon from '@mui/icons-material/School';
import { useTranslation } from 'react-i18next';
import { CourseType } from '@boardmatch/shared';
import { SimplePage } from '@/components/SimplePage.tsx';
import { PROVIDER_NAME } from '@/lib/display.ts';
import { EnrollmentTable } from '@/features/training/components/EnrollmentTable.tsx';
import { useOpenCourse } from '@/features/training/use-open-course.ts';

/** /candidate-training: the '{product} Academy' button and the candidate's courses (course type 1). */
export default function CandidateTrainingPage() {
  const { t } = useTranslation();
  const openCourse = useOpenCourse();
  return (
    <SimplePage title={t('pages.training')} text={t('training.intro')}>
      <Box sx={{ mb: 3 }}>
        <Button variant="contained" startIcon={<SchoolIcon />} onClick={() => void openCourse()}>
          {t('training.academy', { product: PROVIDER_NAME })}
        </Button>
      </Box>
      <EnrollmentTable type={CourseType.candidate} />
    </SimplePage>
  );
}
