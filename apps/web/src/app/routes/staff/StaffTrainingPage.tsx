import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Box, Button, Paper, Tab, Tabs } from '@mui/material';
import { CourseType, courseSlug, type Course } from '@boardmatch/shared';
import { DataTable, type DataTableColumn } from '@/components/DataTable.tsx';
import { ListToolbar } from '@/components/ListToolbar.tsx';
import { SimplePage } from '@/components/SimplePage.tsx';
import { useCan } from '@/lib/use-can.ts';
import { useListQuery } from '@/lib/use-list-query.ts';
import { useStaffCourses } from '@/features/staff/api/find-staff-courses.ts';
import { StaffOnly } from '@/features/staff/components/StaffOnly.tsx';
import { lazyComponent } from '@/lib/lazy-component.ts';
import { MountOnce } from '@/lib/mount-once.tsx';

const CourseDialog = lazyComponent(() => import('@/features/staff/components/CourseDialog.tsx').then((m) => m.CourseDialog), 'CourseDialog').Component;

/** /boardmatch-training: tabs Courses, Training Profiles and Enrollments, of which only Courses is shown (spec 3). */
export default function StaffTrainingPage() {
  const { t } = useTranslation();
  const can = useCan();
  const allowed = can('course.manage');
  const query = useListQuery({ filters: { AdminOverride: true }, sort: { field: 'courseName', isAscending: true } });
  const { data, isFetching, isError } = useStaffCourses(query.body, allowed);
  const [editing, setEditing] = useState<{ course: Course | null } | null>(null);
  const typeName = (c: Course) => (c.thinkificCourseTypeId === CourseType.candidate ? t('courses.types.candidate') : c.thinkificCourseTypeId === CourseType.charity ? t('courses.types.charity') : c.thinkificCourseType.name);

  const columns: DataTableColumn<Course>[] = [
    { id: 'courseName', header: t('courses.columns.courseName'), sortField: 'courseName', cell: (c) => c.courseName },
    { id: 'courseId', header: t('courses.columns.courseId'), sortField: 'courseId', cell: (c) => c.courseId },
    { id: 'url', header: t('courses.columns.url'), cell: (c) => courseSlug(c.courseName) },
    { id: 'courseType', header: t('courses.columns.courseType'), sortField: 'courseType', cell: typeName },
    {
      id: 'actions',
      header: t('common.actions'),
      cell: (c) => (
        <Button size="small" onClick={() => setEditing({ course: c })} aria-label={`${t('courses.edit')} ${c.courseName}`}>
          {t('courses.edit')}
        </Button>
      ),
    },
  ];

  return (
    <SimplePage title={t('pages.training')}>
      <StaffOnly allowed={allowed} message={t('courses.notAllowed')}>
        <Paper>
          {/* Training Profiles and Enrollments exist in the product but are not shown (spec 3). */}
          <Tabs value={0} aria-label={t('pages.training')} sx={{ px: 2 }}>
            <Tab label={t('courses.tabs.courses')} id="training-tab-courses" aria-controls="training-panel-courses" />
          </Tabs>
          <Box role="tabpanel" id="training-panel-courses" aria-labelledby="training-tab-courses">
            <ListToolbar search={query.search} onSearch={query.setSearch} actionLabel={t('courses.addCourse')} onAction={() => setEditing({ course: null })} />
            {isError && <Alert severity="error">{t('courses.loadFailed')}</Alert>}
            <DataTable
              label={t('courses.tabs.courses')}
              columns={columns}
              rows={data?.courses}
              rowKey={(c) => c.id}
              total={data?.total ?? 0}
              totalCapped={data?.totalCapped ?? false}
              loading={isFetching}
              emptyText={t('courses.empty')}
              paging={query}
            />
          </Box>
        </Paper>
        <MountOnce when={editing !== null}>
          <CourseDialog open={editing !== null} course={editing?.course ?? null} onClose={() => setEditing(null)} />
        </MountOnce>
      </StaffOnly>
    </SimplePage>
  );
}
