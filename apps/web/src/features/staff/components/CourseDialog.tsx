import { useEffect } from 'react';
import { Grid } from '@mui/material';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { CourseType, courseInputSchema, normalizeCourseId, type Course } from '@boardmatch/shared';
import { ModalDialog } from '@/components/ModalDialog.tsx';
import { FormSelect } from '@/components/form/FormSelect.tsx';
import { FormTextField } from '@/components/form/FormTextField.tsx';
import { isApiError, serverMessage } from '@/lib/api-error.ts';
import { useNotify } from '@/lib/feedback/feedback-context.tsx';
import { formResolver } from '@/lib/form/form-resolver.ts';
import { useSaveCourse } from '@/features/staff/api/save-course.ts';
import { applyServerIssues } from '@/lib/form/server-issues.ts';
import { hasUnsavedEdits } from '@/lib/form/use-unsaved-changes.tsx';

interface Values {
  courseName: string;
  courseId: string;
  thinkificCourseTypeId: number | null;
}

/** Name, type and Course ID required; the Course ID keeps its digits only and must leave a number ('Course ID' required otherwise). */
const schema = z.object({
  courseName: courseInputSchema.shape.courseName,
  courseId: z.string().refine((v) => normalizeCourseId(v) !== null, 'courses.courseIdRequired'),
  thinkificCourseTypeId: z.number({ error: 'courses.courseTypeRequired' }),
});
const resolver = formResolver<Values>(schema);

/** Add or edit a course of the learning provider. */
export function CourseDialog({ open, course, onClose }: { open: boolean; course: Course | null; onClose: () => void }) {
  const { t } = useTranslation();
  const notify = useNotify();
  const save = useSaveCourse();
  const form = useForm<Values>({ resolver, mode: 'onChange', defaultValues: { courseName: '', courseId: '', thinkificCourseTypeId: null } });
  const types = [
    { id: CourseType.candidate, name: t('courses.types.candidate') },
    { id: CourseType.charity, name: t('courses.types.charity') },
  ];

  useEffect(() => {
    if (!open) return;
    form.reset(course ? { courseName: course.courseName, courseId: String(course.courseId), thinkificCourseTypeId: course.thinkificCourseTypeId } : { courseName: '', courseId: '', thinkificCourseTypeId: null });
  }, [open, course, form]);

  const submit = form.handleSubmit(
    async (v) => {
      try {
        await save.mutateAsync({ id: course?.id ?? 0, courseName: v.courseName.trim(), courseId: normalizeCourseId(v.courseId)!, thinkificCourseTypeId: v.thinkificCourseTypeId! });
        notify.success(t(course ? 'courses.updated' : 'courses.created'));
        onClose();
      } catch (error) {
        if (isApiError(error) && error.status === 409) form.setError('courseId', { type: 'server', message: error.message });
        applyServerIssues(form, error);
        notify.error(serverMessage(error) ?? t('courses.saveFailed'));
      }
    },
    () => notify.error(t('errors.allRequired')),
  );

  return (
    <ModalDialog dirty={hasUnsavedEdits(form.formState)} open={open} width={650} title={course ? t('courses.dialogEdit') : t('courses.dialogNew')} onClose={onClose} onSubmit={submit} submitting={save.isPending}>
      <FormProvider {...form}>
        <Grid container spacing={2} component="form" noValidate onSubmit={(e) => e.preventDefault()} sx={{ pt: 1 }}>
          <Grid size={12}>
            <FormTextField name="courseName" label={t('courses.courseName')} required fullWidth />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <FormTextField name="courseId" label={t('courses.courseId')} required fullWidth helperText={t('courses.courseIdHelp')} slotProps={{ htmlInput: { inputMode: 'numeric' } }} />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <FormSelect name="thinkificCourseTypeId" label={t('courses.courseType')} options={types} required />
          </Grid>
        </Grid>
      </FormProvider>
    </ModalDialog>
  );
}
