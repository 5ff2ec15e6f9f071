import type { QueryClient } from '@tanstack/react-query';
import { can, CourseType, type Actor, type UserSession } from '@boardmatch/shared';
import { dataCache } from '@/lib/data-cache.tsx';
import { findRoute } from './route-table.ts';
import { idParam } from '@/lib/routing/id-param.ts';
import type { LookupList } from '@/lib/api/find-lookup.ts';

/** The session's actor as the policies take it (none before sign-in). */
const actorOf = (session: UserSession | null) => (session?.actor ?? null) as Actor | null;

type Prefetch = (client: QueryClient, params: URLSearchParams, session: UserSession | null, pathname: string) => Promise<unknown>;

/** The reference lists a page's first view shows (its form's choices), asked for together. */
const lookups =
  (...lists: LookupList[]) =>
  () =>
    import('@/lib/api/find-lookup.ts').then(({ lookupOptions }) => (client: QueryClient) => Promise.all(lists.map((list) => client.prefetchQuery(lookupOptions(list)))));

/** Both prefetches at once. */
const both =
  (a: () => Promise<Prefetch>, b: () => Promise<Prefetch>) =>
  async (): Promise<Prefetch> => {
    const [first, second] = await Promise.all([a(), b()]);
    return (client, params, session, pathname) => Promise.all([first(client, params, session, pathname), second(client, params, session, pathname)]);
  };

/**
 * Pages whose first paint waits on data, with the module (loaded with the page) that asks for it. Each answer that comes
 * after the page is drawn draws it again, at once and in one piece (a query's answer is not a transition): a form's
 * choices arriving one list at a time drew the whole form as many times.
 */
const FIRST_DATA: Record<string, () => Promise<Prefetch>> = {
  '/search': () => import('./routes/search/SearchPage.tsx').then((page) => page.prefetch),
  // These ask through their own small modules, so the answer is on its way while the page's code downloads.
  // The profile, and the count of applicants waiting for a reply shown above it (it pushed the profile down).
  '/charity-profile': () =>
    Promise.all([import('@/features/search/api/get-charity-profile.ts'), import('@/features/applications/api/find-applications.ts')]).then(
      ([{ charityProfileOptions }, { waitingForReplyOptions }]) =>
        (client, params, session) => {
          const own = session?.charityRepresentative?.charityId ?? null;
          const charityId = idParam(params.get('chid')) ?? own;
          if (!charityId) return Promise.resolve();
          const waiting = charityId === own && can(actorOf(session), 'application.read-charity', { charityId });
          return Promise.all([client.prefetchQuery(charityProfileOptions(charityId, true)), waiting ? client.prefetchQuery(waitingForReplyOptions(charityId)) : undefined]);
        },
    ),
  // The course, then the lesson it opens at.
  '/academy/:courseId': () =>
    Promise.all([import('@/features/training/api/get-academy-course.ts'), import('@/features/training/api/get-academy-lesson.ts')]).then(
      ([{ academyCourseOptions, openingLesson }, { academyLessonOptions }]) =>
        async (client, params, _session, pathname) => {
          const courseId = Number(pathname.split('/')[2]);
          const options = academyCourseOptions(courseId);
          if (!options.enabled) return;
          // A missing course is not asked for again: the page shows its own error at once.
          const course = await client.fetchQuery({ ...options, retry: false }).catch(() => undefined);
          const lesson = course ? openingLesson(course.lessons, params.get('lesson')) : null;
          if (lesson) await client.prefetchQuery(academyLessonOptions(courseId, lesson));
        },
    ),
  '/candidate-postings': () =>
    import('@/features/applications/api/find-applications.ts').then(({ firstApplicationsOptions }) => (client, _params, session) => {
      const candidate = session?.candidate;
      return candidate?.onboardingComplete ? client.prefetchQuery(firstApplicationsOptions(candidate.id)) : Promise.resolve();
    }),
  '/registration': lookups('pronouns', 'countries', 'regions', 'skills', 'focus-areas'),
  '/charity-registration': lookups('countries', 'regions', 'pronouns', 'charity-types', 'charity-scopes'),
  '/user-information': both(
    () => import('@/features/candidates/api/get-user-information.ts').then(({ userInformationOptions }) => (client) => client.prefetchQuery(userInformationOptions())),
    lookups('countries', 'regions', 'pronouns'),
  ),
  '/candidate-onboarding': both(
    () =>
      Promise.all([import('@/features/candidates/api/get-own-profile.ts'), import('@/features/candidates/api/get-onboarding-steps.ts'), import('@/features/candidates/api/get-welcome-status.ts')]).then(
        ([{ ownProfileOptions }, { onboardingStepsOptions }, { welcomeStatusOptions }]) =>
          (client, _params, session) => {
            const candidateId = session?.candidate?.id ?? null;
            if (!candidateId) return Promise.resolve();
            return Promise.all([client.prefetchQuery(ownProfileOptions()), client.prefetchQuery(onboardingStepsOptions(candidateId)), client.prefetchQuery(welcomeStatusOptions(candidateId))]);
          },
      ),
    lookups('pronouns', 'countries', 'regions', 'social-media-types', 'introduction-types', 'age-groups', 'minority-groups'),
  ),
  '/charity-onboarding': both(
    () =>
      Promise.all([import('@/features/charities/api/sync-charity-onboarding.ts'), import('@/features/charities/api/get-charity-details.ts')]).then(
        ([{ charityOnboardingOptions }, { charityDetailsOptions }]) =>
          (client, _params, session) => {
            const charityId = session?.charityRepresentative?.charityId ?? null;
            if (!charityId) return Promise.resolve();
            return Promise.all([client.prefetchQuery(charityOnboardingOptions()), client.prefetchQuery(charityDetailsOptions(charityId))]);
          },
      ),
    lookups('countries', 'regions', 'charity-scopes', 'charity-types', 'focus-areas'),
  ),
  // A list page's rows and its filters' choices: each answer after the draw drew the whole page again.
  '/boardmatch-candidates': both(
    () =>
      Promise.all([
        import('@/features/staff/api/find-staff-candidates.ts'),
        import('@/features/staff/api/find-candidate-cities.ts'),
        import('@/features/staff/api/find-candidate-regions.ts'),
        import('@/lib/use-list-query.ts'),
      ]).then(([{ staffCandidatesOptions, STAFF_CANDIDATES_LIST }, { candidateCitiesOptions }, { candidateRegionsOptions }, { firstListQuery }]) => (client) => {
        const first = firstListQuery(STAFF_CANDIDATES_LIST.filters, STAFF_CANDIDATES_LIST.sort);
        return Promise.all([client.prefetchQuery(staffCandidatesOptions(first)), client.prefetchQuery(candidateCitiesOptions()), client.prefetchQuery(candidateRegionsOptions())]);
      }),
    lookups('skills', 'focus-areas'),
  ),
  '/boardmatch-act-as-audit': () =>
    Promise.all([import('@/features/staff/api/find-act-as-audits.ts'), import('@/features/staff/api/find-acting-staff.ts'), import('@/lib/use-list-query.ts')]).then(
      ([{ actAsAuditsOptions, ACT_AS_AUDIT_LIST }, { actingStaffOptions }, { firstListQuery }]) =>
        (client, _params, session) => {
          if (!can(actorOf(session), 'act-as-audit.read')) return Promise.resolve();
          return Promise.all([client.prefetchQuery(actAsAuditsOptions(firstListQuery(ACT_AS_AUDIT_LIST.filters))), client.prefetchQuery(actingStaffOptions())]);
        },
    ),
  '/candidate': both(
    () =>
      import('@/features/matching/api/find-recommended-postings.ts').then(({ recommendedPostingsOptions }) => (client, _params, session) =>
        session?.candidate ? client.prefetchQuery(recommendedPostingsOptions()) : Promise.resolve(),
      ),
    lookups('skills', 'focus-areas'),
  ),
  // Posted Positions: the table (of the position the address names, or all), the position filter's choices and the count
  // of applicants waiting for a reply shown above them.
  '/charity-postings/:positions?': () =>
    Promise.all([
      import('@/features/postings/api/find-charity-postings.ts'),
      import('@/features/positions/api/find-positions.ts'),
      import('@/features/applications/api/find-applications.ts'),
      import('@/lib/use-list-query.ts'),
    ]).then(([{ charityPostingsOptions, charityPostingsList }, { activePositionsOptions }, { waitingForReplyOptions }, { firstListQuery }]) => (client, params, session, pathname) => {
      const charityId = session?.charityRepresentative?.charityId;
      if (!charityId) return Promise.resolve();
      const positionId = idParam(pathname.split('/')[2]) ?? idParam(params.get('positions'));
      const list = charityPostingsList(positionId);
      const waiting = can(actorOf(session), 'application.read-charity', { charityId });
      return Promise.all([
        params.get('tab') === 'applications' ? undefined : client.prefetchQuery(charityPostingsOptions(charityId, firstListQuery(list.filters, list.sort))),
        client.prefetchQuery(activePositionsOptions(charityId)),
        waiting ? client.prefetchQuery(waitingForReplyOptions(charityId)) : undefined,
      ]);
    }),
  '/candidate-training': () =>
    import('@/features/training/api/find-enrollments.ts').then(({ enrollmentsOptions, firstEnrollmentsQuery }) => (client) => client.prefetchQuery(enrollmentsOptions(firstEnrollmentsQuery(CourseType.candidate)))),
  '/boardmatch-charities': () =>
    Promise.all([
      import('@/features/staff/api/find-staff-charities.ts'),
      import('@/features/search/api/find-charity-cities.ts'),
      import('@/features/search/api/find-charity-provinces.ts'),
      import('@/lib/use-list-query.ts'),
    ]).then(([{ staffCharitiesOptions, STAFF_CHARITIES_LIST }, { charityCitiesOptions }, { charityProvincesOptions }, { firstListQuery }]) => (client) => {
      const first = firstListQuery(STAFF_CHARITIES_LIST.filters, STAFF_CHARITIES_LIST.sort);
      return Promise.all([client.prefetchQuery(staffCharitiesOptions(first)), client.prefetchQuery(charityCitiesOptions()), client.prefetchQuery(charityProvincesOptions())]);
    }),
  // The open panel's tables: rows arriving after the draw pushed the closed panels below them down.
  '/boardmatch-admin': () =>
    Promise.all([import('@/features/staff/api/find-staff-users.ts'), import('@/features/staff/api/find-staff-invitations.ts'), import('@/features/staff/api/find-staff-roles.ts'), import('@/lib/use-list-query.ts')]).then(
      ([{ staffUsersOptions }, { staffInvitationsOptions }, { staffRolesOptions }, { firstListQuery }]) =>
        (client) => {
          const first = firstListQuery({ AdminOverride: true });
          return Promise.all([client.prefetchQuery(staffUsersOptions(first)), client.prefetchQuery(staffInvitationsOptions(first)), client.prefetchQuery(staffRolesOptions())]);
        },
    ),
  '/charity-admin': () =>
    Promise.all([import('@/features/charity-admin/api/find-representatives.ts'), import('@/features/charity-admin/api/find-representative-invitations.ts'), import('@/lib/use-list-query.ts')]).then(
      ([{ representativesOptions }, { representativeInvitationsOptions }, { firstListQuery }]) =>
        (client, _params, session) => {
          const charityId = session?.charityRepresentative?.charityId;
          if (!charityId) return Promise.resolve();
          const first = firstListQuery({});
          return Promise.all([client.prefetchQuery(representativesOptions(charityId, first)), client.prefetchQuery(representativeInvitationsOptions(charityId, first))]);
        },
    ),
};

/**
 * Asks for what the first page shows as soon as its session is known, rather than once the page has been drawn; resolves
 * when the answers are in.
 */
export async function prefetchFirstPageData({ pathname, search }: { pathname: string; search: string }, session: UserSession | null): Promise<void> {
  // By the address, or by the route of an address with a parameter.
  const load = FIRST_DATA[pathname] ?? FIRST_DATA[findRoute(pathname)?.path ?? ''];
  if (!load) return;
  const [prefetch, client] = await Promise.all([load(), dataCache()]);
  await prefetch(client, new URLSearchParams(search), session, pathname);
}
