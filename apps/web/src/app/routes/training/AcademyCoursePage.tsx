import { useMemo, type ReactNode } from 'react';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  LinearProgress,
  Link,
  List,
  ListItemButton,
  ListItemIcon,
  ListItemText,
  Stack,
  Typography,
} from '@mui/material';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Involvement, ORIENTATION_COURSE_ID, type Localized } from '@boardmatch/shared';
import { useNotify } from '@/lib/feedback/feedback-context.tsx';
import { useAuth } from '@/lib/auth-context.tsx';
import { useDocumentTitle } from '@/lib/use-document-title.ts';
import { openingLesson, useAcademyCourse } from '@/features/training/api/get-academy-course.ts';
import { useAcademyLesson } from '@/features/training/api/get-academy-lesson.ts';
import { useMarkLesson } from '@/features/training/api/update-lesson-progress.ts';
import { useRefreshClaims } from '@/features/training/use-refresh-claims.ts';
import { selectedInvolvement } from '@/lib/selected-involvement.ts';

function pick(text: Localized, language: string): string {
  return language.startsWith('fr') ? text.fr : text.en;
}

/** Paragraphs, with consecutive '- ' lines as one bulleted list. */
function LessonBody({ paragraphs }: { paragraphs: string[] }) {
  const blocks: ReactNode[] = [];
  let items: string[] = [];
  const flush = () => {
    if (items.length === 0) return;
    blocks.push(
      <Box component="ul" key={`list-${blocks.length}`} sx={{ mt: 0 }}>
        {items.map((item) => (
          <li key={item}>
            <Typography>{item}</Typography>
          </li>
        ))}
      </Box>,
    );
    items = [];
  };
  for (const p of paragraphs) {
    if (p.startsWith('- ')) {
      items.push(p.slice(2));
      continue;
    }
    flush();
    blocks.push(
      <Typography key={`p-${blocks.length}`} paragraph>
        {p}
      </Typography>,
    );
  }
  flush();
  return <>{blocks}</>;
}

/** /academy/:courseId: the built-in Academy's course player: lessons, lesson text, 'Mark as complete', progress. */
export default function AcademyCoursePage() {
  const { t, i18n } = useTranslation();
  const notify = useNotify();
  const { session } = useAuth();
  const params = useParams();
  const courseId = Number(params.courseId);
  const [search, setSearch] = useSearchParams();
  const course = useAcademyCourse(courseId);
  const refreshClaims = useRefreshClaims();
  const mark = useMarkLesson(courseId);
  const language = i18n.language;

  const lessons = useMemo(() => course.data?.lessons ?? [], [course.data]);
  const requested = search.get('lesson');
  const selectedKey = openingLesson(lessons, requested);
  const lesson = useAcademyLesson(courseId, selectedKey);
  const index = lessons.findIndex((l) => l.key === selectedKey);
  const title = course.data ? pick(course.data.title, language) : t('pages.training');
  useDocumentTitle(title);

  const isRepresentative = selectedInvolvement(session)?.involvement === Involvement.charityRepresentative;
  const backPath = isRepresentative ? '/charity-onboarding' : '/candidate-training';
  const select = (key: string) => setSearch({ lesson: key });

  const toggle = async (completed: boolean) => {
    if (!selectedKey) return;
    try {
      const wasComplete = course.data?.completed ?? false;
      const updated = await mark.mutateAsync({ lessonKey: selectedKey, completed });
      if (updated.completed && !wasComplete) {
        if (courseId === ORIENTATION_COURSE_ID) {
          // The orientation claim comes with a new token.
          await refreshClaims().catch(() => null);
          notify.success(t('training.allRequiredComplete'));
        } else {
          notify.success(t('training.player.courseComplete'));
        }
      } else if (completed && index >= 0 && index < lessons.length - 1) {
        select(lessons[index + 1]!.key);
      }
    } catch {
      notify.error();
    }
  };

  const back = (
    <Button component={RouterLink} to={backPath} startIcon={<ArrowBackIcon />}>
      {t('training.player.backToTraining')}
    </Button>
  );

  if (course.isPending) return <LinearProgress aria-label={t('training.player.progressLabel')} />;
  if (course.isError) {
    return (
      <Stack spacing={2} alignItems="flex-start">
        <Alert severity="warning">{t('training.player.unavailable')}</Alert>
        {back}
      </Stack>
    );
  }

  const percent = Math.round(course.data.percentageCompleted * 100);
  const current = lesson.data;

  return (
    <Box>
      {back}
      <Typography variant="h1" gutterBottom sx={{ mt: 1 }}>
        {title}
      </Typography>
      <Typography color="text.secondary" paragraph>
        {pick(course.data.summary, language)}
      </Typography>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 3, maxWidth: 560 }}>
        <LinearProgress variant="determinate" value={percent} sx={{ flexGrow: 1, height: 10, borderRadius: 5 }} aria-label={t('training.player.progressLabel')} />
        <Typography variant="body2" sx={{ whiteSpace: 'nowrap' }}>
          {t('training.player.progress', { percent })}
        </Typography>
      </Box>
      {course.data.completed && (
        <Alert severity="success" sx={{ mb: 2 }}>
          {t('training.player.courseComplete')}
        </Alert>
      )}
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '300px 1fr' }, gap: 3, alignItems: 'start' }}>
        <Card variant="outlined">
          <CardContent sx={{ p: 0, '&:last-child': { pb: 0 } }}>
            <Typography variant="h6" component="h2" sx={{ px: 2, pt: 2 }}>
              {t('training.player.lessons')}
            </Typography>
            <List component="nav" aria-label={t('training.player.lessons')}>
              {lessons.map((l, i) => (
                <ListItemButton key={l.key} selected={l.key === selectedKey} onClick={() => select(l.key)}>
                  <ListItemIcon sx={{ minWidth: 36 }}>
                    {l.completed ? (
                      <CheckCircleIcon color="success" titleAccess={t('training.player.lessonDone')} />
                    ) : (
                      <RadioButtonUncheckedIcon color="disabled" aria-hidden />
                    )}
                  </ListItemIcon>
                  <ListItemText primary={`${i + 1}. ${pick(l.title, language)}`} secondary={t('training.player.minutes', { n: l.minutes })} />
                </ListItemButton>
              ))}
            </List>
          </CardContent>
        </Card>
        <Card variant="outlined">
          <CardContent>
            {!current ? (
              <LinearProgress aria-label={t('training.player.lessons')} />
            ) : (
              <article>
                <Typography variant="h2" gutterBottom sx={{ fontSize: '1.6rem' }}>
                  {pick(current.title, language)}
                </Typography>
                <LessonBody paragraphs={language.startsWith('fr') ? current.body.fr : current.body.en} />
                <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 2 }} alignItems={{ sm: 'center' }}>
                  {current.completed && !course.data.completed ? (
                    <Button variant="outlined" onClick={() => void toggle(false)} disabled={mark.isPending}>
                      {t('training.player.markIncomplete')}
                    </Button>
                  ) : current.completed ? (
                    <Typography color="success.main" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
                      <CheckCircleIcon aria-hidden /> {t('training.player.lessonDone')}
                    </Typography>
                  ) : (
                    <Button variant="contained" onClick={() => void toggle(true)} disabled={mark.isPending}>
                      {t('training.player.markComplete')}
                    </Button>
                  )}
                  <Box sx={{ flexGrow: 1 }} />
                  {index > 0 && (
                    <Link component="button" type="button" onClick={() => select(lessons[index - 1]!.key)}>
                      {t('training.player.previousLesson')}
                    </Link>
                  )}
                  {index >= 0 && index < lessons.length - 1 && (
                    <Link component="button" type="button" onClick={() => select(lessons[index + 1]!.key)}>
                      {t('training.player.nextLesson')}
                    </Link>
                  )}
                </Stack>
              </article>
            )}
          </CardContent>
        </Card>
      </Box>
    </Box>
  );
}
