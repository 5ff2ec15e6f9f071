import { Suspense, lazy, useCallback, useDeferredValue, useEffect, useMemo, useState, type ReactNode } from 'react';
import { Alert, Box, Button, Checkbox, Chip, FormControlLabel, FormGroup, FormLabel, Grid, LinearProgress, Stack, Typography } from '@mui/material';
import CancelIcon from '@mui/icons-material/Cancel';
import FilterListIcon from '@mui/icons-material/FilterList';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocation, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Involvement, SearchCategory, type Actor } from '@boardmatch/shared';
import { useAuth } from '@/lib/auth-context.tsx';
import { useAfterPaint } from '@/lib/use-after-paint.ts';
import { useDocumentTitle } from '@/lib/use-document-title.ts';
import { lookupOptions } from '@/lib/api/find-lookup.ts';
import { queryKeys } from '@/lib/query-keys.ts';
import { useCandidateResults } from '@/features/search/api/find-candidates.ts';
import { charityCitiesOptions } from '@/features/search/api/find-charity-cities.ts';
import { charityProvincesOptions } from '@/features/search/api/find-charity-provinces.ts';
import { useCharityResults } from '@/features/search/api/find-charities.ts';
import { usePostingResults } from '@/features/search/api/find-postings.ts';
import type { SearchRequest } from '@/features/search/search-list.ts';
import { CandidateTile, CharityTile, LoadMoreButton, PostingTile } from '@/features/search/components/Tiles.tsx';
import { EMPTY_FILTERS, categoriesFor, dateRangeLabelKey, isFiltered, listFilters, opensProfile, ranksCandidatesByFit, searchedFor, selectedCategories, type Category, type SearchFilters } from '@/features/search/search-state.ts';
import { useCharityPostings } from '@/features/postings/api/find-charity-postings.ts';
import { titleCase } from '@/lib/display.ts';
import { idParam } from '@/lib/routing/id-param.ts';
import { OnceOpened } from '@/components/OnceOpened.tsx';
import { selectedInvolvement } from '@/lib/selected-involvement.ts';

export { prefetchSearch as prefetch } from '@/features/search/api/first-results.ts';

// What opens from a result (a profile, a charity's postings, a posting) and the filters dialog load when first opened, not
// with the results.
const charityPanels = () => import('@/features/search/components/CharityPanels.tsx');
const BackToResults = lazy(() => charityPanels().then((m) => ({ default: m.BackToResults })));
const CharityListingsPanel = lazy(() => charityPanels().then((m) => ({ default: m.CharityListingsPanel })));
const CharityProfilePanel = lazy(() => charityPanels().then((m) => ({ default: m.CharityProfilePanel })));
const CandidateProfileView = lazy(() => import('@/features/candidates/components/CandidateProfileView.tsx').then((m) => ({ default: m.CandidateProfileView })));
const SearchFiltersDialog = lazy(() => import('@/features/search/components/SearchFiltersDialog.tsx').then((m) => ({ default: m.SearchFiltersDialog })));
const PostingSummaryDialog = lazy(() =>
  import('@/features/postings/components/PostingSummaryDialog.tsx').then((m) => ({ default: m.PostingSummaryDialog })),
);

/** The charity's postings, newest first, for 'Rank by fit for' (a charity keeps few open at once). */
const OPEN_POSTINGS_QUERY = { Pagination: { Page: 1, ItemsPerPage: 100 }, Sort: [{ field: 'datePosted', isAscending: false }] };

type Panel =
  | { kind: 'results' }
  | { kind: 'listings'; charityId: number }
  | { kind: 'charity'; charityId: number }
  | { kind: 'candidate'; candidateId: number; postingId: number | null };


interface Chip {
  key: string;
  label: string;
  remove: (f: SearchFilters) => SearchFilters;
}

/** /search: the combined search and browse area, four panels one at a time (spec 2, section 2.7). */
export default function SearchPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('pages.search'));
  const { session, status } = useAuth();
  const signedIn = status === 'authenticated';
  const involvement = selectedInvolvement(session)?.involvement ?? null;
  const isCandidate = involvement === Involvement.candidate;
  const allowed = categoriesFor((session?.actor ?? null) as Actor | null);
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const queryClient = useQueryClient();
  const text = params.get('text')?.trim() ?? '';
  const categories = selectedCategories(params.get('categories'), allowed);
  const stamp = (location.state as { searchedAt?: number } | null)?.searchedAt;

  const [filters, setFilters] = useState<SearchFilters>(EMPTY_FILTERS);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const [panel, setPanel] = useState<Panel>({ kind: 'results' });
  const [postingId, setPostingId] = useState<number | null>(null);

  // chid, cid and pid open a profile or a posting directly, then leave the address.
  useEffect(() => {
    const chid = idParam(params.get('chid'));
    const cid = idParam(params.get('cid'));
    const pid = idParam(params.get('pid'));
    if (!opensProfile(params)) return;
    if (cid) setPanel({ kind: 'candidate', candidateId: cid, postingId: pid });
    else if (chid) setPanel({ kind: 'charity', charityId: chid });
    if (pid && !cid) setPostingId(pid);
    const next = new URLSearchParams(params);
    for (const key of ['chid', 'cid', 'pid']) next.delete(key);
    setParams(next, { replace: true, state: location.state });
  }, [params, setParams, location.state]);

  // A new search from the search bar shows the results again.
  useEffect(() => {
    if (stamp) setPanel({ kind: 'results' });
  }, [stamp]);

  const openCandidate = useCallback((candidateId: number) => setPanel({ kind: 'candidate', candidateId, postingId: null }), []);
  const openCharity = useCallback((charityId: number) => setPanel({ kind: 'charity', charityId }), []);
  const openListings = useCallback((charityId: number) => setPanel({ kind: 'listings', charityId }), []);

  const backToResults = () => {
    setPanel({ kind: 'results' });
    void queryClient.invalidateQueries({ queryKey: queryKeys.lookups.all() });
  };

  const request = (category: Category): SearchRequest => ({
    search: text,
    filters: listFilters(filters, category),
    ...(category === SearchCategory.candidates && ranksCandidatesByFit(filters) ? { sort: [{ field: 'fit', isAscending: false }] } : {}),
    stamp,
  });
  const shows = (category: Category) => panel.kind === 'results' && categories.includes(category);
  // Nothing is asked for before the session is known (the server draws that page with what it found).
  const asks = (category: Category) => shows(category) && status !== 'restoring';
  const candidates = useCandidateResults(request(SearchCategory.candidates), asks(SearchCategory.candidates));
  const charities = useCharityResults(request(SearchCategory.charities), signedIn, asks(SearchCategory.charities));
  const postings = usePostingResults(request(SearchCategory.positions), signedIn, asks(SearchCategory.positions));
  const candidatesShown = useShownResults(candidates);
  const charitiesShown = useShownResults(charities);
  const postingsShown = useShownResults(postings);
  // The filters' lists name the chips and fill the dialog. They are asked for once the first results have painted, so that
  // on a slow device they never come before them, and the page follows them only once the dialog or a filter needs them:
  // their four answers would otherwise redraw every result.
  const prefetchLists = useCallback(() => {
    void queryClient.prefetchQuery(charityCitiesOptions());
    void queryClient.prefetchQuery(charityProvincesOptions());
    void queryClient.prefetchQuery(lookupOptions('skills'));
    void queryClient.prefetchQuery(lookupOptions('focus-areas'));
  }, [queryClient]);
  useAfterPaint([candidatesShown, charitiesShown, postingsShown].some((q) => q.data !== undefined), prefetchLists);
  const listsWanted = filtersOpen || isFiltered(filters);
  const cities = useQuery({ ...charityCitiesOptions(), enabled: listsWanted, subscribed: listsWanted });
  const provinces = useQuery({ ...charityProvincesOptions(), enabled: listsWanted, subscribed: listsWanted });
  const skills = useQuery({ ...lookupOptions('skills'), enabled: listsWanted, subscribed: listsWanted });
  const focusAreas = useQuery({ ...lookupOptions('focus-areas'), enabled: listsWanted, subscribed: listsWanted });
  // The charity's open postings candidates may be ranked for: asked for with the dialog, or to name the chosen one.
  const ranksCandidates = allowed.includes(SearchCategory.candidates);
  const charityId = ranksCandidates ? ((session?.actor as Actor | undefined)?.charityId ?? null) : null;
  const ownPostings = useCharityPostings(ranksCandidates && (filtersOpen || filters.fitForPostingId !== null) ? charityId : null, OPEN_POSTINGS_QUERY);
  const fitPostings = useMemo(
    () =>
      (ownPostings.data?.postings ?? [])
        .filter((p) => p.status === 'OPEN')
        .map((p) => ({ id: p.id, name: t('browse.postingOption', { position: p.charityPosition.name, id: p.id }) })),
    [ownPostings.data, t],
  );

  const chips = useMemo<Chip[]>(() => {
    const named = (list: { id: number; name: string }[] | undefined, id: number) => list?.find((o) => o.id === id)?.name ?? String(id);
    return [
      ...filters.cities.map((c) => ({ key: `city-${c}`, label: titleCase(c), remove: (f: SearchFilters) => ({ ...f, cities: f.cities.filter((x) => x !== c) }) })),
      ...filters.provinceIds.map((id) => ({ key: `province-${id}`, label: named(provinces.data, id), remove: (f: SearchFilters) => ({ ...f, provinceIds: f.provinceIds.filter((x) => x !== id) }) })),
      ...filters.skillIds.map((id) => ({ key: `skill-${id}`, label: named(skills.data, id), remove: (f: SearchFilters) => ({ ...f, skillIds: f.skillIds.filter((x) => x !== id) }) })),
      ...filters.focusAreaIds.map((id) => ({ key: `focus-${id}`, label: named(focusAreas.data, id), remove: (f: SearchFilters) => ({ ...f, focusAreaIds: f.focusAreaIds.filter((x) => x !== id) }) })),
      ...(filters.dateRange !== EMPTY_FILTERS.dateRange ? [{ key: 'date-range', label: t(dateRangeLabelKey(filters.dateRange)), remove: (f: SearchFilters) => ({ ...f, dateRange: EMPTY_FILTERS.dateRange }) }] : []),
      ...filters.languages.map((code) => ({ key: `language-${code}`, label: t(`browse.languageNames.${code as 'en' | 'fr'}`), remove: (f: SearchFilters) => ({ ...f, languages: f.languages.filter((x) => x !== code) }) })),
      ...(filters.fitForPostingId !== null
        ? [{ key: 'fit-for', label: t('browse.rankedFor', { position: named(fitPostings, filters.fitForPostingId) }), remove: (f: SearchFilters) => ({ ...f, fitForPostingId: null }) }]
        : []),
    ];
  }, [filters, provinces.data, skills.data, focusAreas.data, fitPostings, t]);

  const quoted = searchedFor(text, chips.map((c) => c.label));
  // A group shows once those above it have their results, so tiles arriving above never push down one already shown.
  const charitiesInTurn = !shows(SearchCategory.candidates) || !candidatesShown.isPending;
  const postingsInTurn = charitiesInTurn && (!shows(SearchCategory.charities) || !charitiesShown.isPending);

  const toggleCategory = (category: Category, on: boolean) => {
    const next = on ? [...categories, category] : categories.filter((c) => c !== category);
    if (!next.length) return;
    const p = new URLSearchParams(params);
    p.set('categories', allowed.filter((c) => next.includes(c)).join(','));
    setParams(p, { replace: true });
  };

  const categoryLabel: Record<Category, string> = {
    [SearchCategory.candidates]: t('browse.candidates'),
    [SearchCategory.charities]: t('browse.charities'),
    [SearchCategory.positions]: t('browse.positions'),
  };

  // Before the session is known (a page painted by the server) the title is certain, and the charities found for the
  // address when the server drew them (the same for everyone): the page then shows as a visitor sees it, which is how a
  // candidate or staff member sees it too (first-paint.js hides it from a representative, whose page shows candidates first).
  const painting = status === 'restoring';
  if (painting && charities.data === undefined) {
    return (
      <Box>
        <Typography variant="h1" gutterBottom>
          {t('pages.search')}
        </Typography>
      </Box>
    );
  }

  return (
    <Box data-painted-as-visitor={painting || undefined}>
      {panel.kind === 'results' && (
        <>
          <Typography variant="h1" gutterBottom>
            {t('pages.search')}
          </Typography>
          <Typography variant="h2" sx={{ fontSize: 22, mb: 2 }} data-testid="search-header">
            {quoted ? t('pages.searchResultsFor', { text: quoted }) : t('pages.searchAll')}
          </Typography>
          <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'center' }, mb: 1 }}>
            <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
              <FormLabel component="legend" sx={{ fontSize: 14 }}>
                {t('browse.categories')}
              </FormLabel>
              <FormGroup row>
                {allowed.map((c) => (
                  <FormControlLabel key={c} control={<Checkbox checked={categories.includes(c)} onChange={(e) => toggleCategory(c, e.target.checked)} />} label={categoryLabel[c]} />
                ))}
              </FormGroup>
            </Box>
            <Box sx={{ flexGrow: 1 }} />
            <Button variant="outlined" startIcon={<FilterListIcon />} onClick={() => setFiltersOpen(true)}>
              {t('browse.openFilters')}
            </Button>
          </Stack>
          {chips.length > 0 && (
            <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center', mb: 2 }}>
              {chips.map((c) => (
                <Chip
                  key={c.key}
                  label={c.label}
                  onDelete={() => setFilters(c.remove(filters))}
                  deleteIcon={<CancelIcon role="button" aria-hidden={false} aria-label={t('browse.removeFilter', { name: c.label })} />}
                />
              ))}
              <Button size="small" onClick={() => setFilters(EMPTY_FILTERS)}>
                {t('common.clearAll')}
              </Button>
            </Stack>
          )}

          {shows(SearchCategory.candidates) && (
            <ResultGroup title={t('browse.candidates')} query={candidatesShown}>
              {candidatesShown.data?.pages.flatMap((p) => p.candidates).map((c) => (
                <Grid key={c.id} size={{ xs: 12, sm: 6, md: 4 }}>
                  <CandidateTile candidate={c} onOpen={openCandidate} />
                </Grid>
              ))}
            </ResultGroup>
          )}
          {shows(SearchCategory.charities) && charitiesInTurn && (
            <ResultGroup title={t('browse.charities')} query={charitiesShown}>
              {charitiesShown.data?.pages.flatMap((p) => p.charities).map((c) => (
                <Grid key={c.id} size={{ xs: 12, sm: 6, md: 4 }}>
                  <CharityTile charity={c} onOpen={openCharity} onPositions={openListings} />
                </Grid>
              ))}
            </ResultGroup>
          )}
          {shows(SearchCategory.positions) && postingsInTurn && (
            <ResultGroup title={t('browse.charityPostings')} query={postingsShown}>
              {postingsShown.data?.pages.flatMap((p) => p.postings).map((p) => (
                <Grid key={p.id} size={{ xs: 12, sm: 6, md: 4 }}>
                  <PostingTile posting={p} isCandidate={isCandidate} onOpen={setPostingId} />
                </Grid>
              ))}
            </ResultGroup>
          )}
          <OnceOpened when={filtersOpen}>
            <SearchFiltersDialog
              open={filtersOpen}
              value={filters}
              options={{ cities: cities.data ?? [], provinces: provinces.data ?? [], skills: skills.data ?? [], focusAreas: focusAreas.data ?? [], fitPostings: categories.includes(SearchCategory.candidates) ? fitPostings : null }}
              showDateRange={categories.includes(SearchCategory.positions)}
              onClose={() => setFiltersOpen(false)}
              onSave={(f) => {
                setFilters(f);
                setFiltersOpen(false);
              }}
            />
          </OnceOpened>
        </>
      )}
      <Suspense fallback={<LinearProgress aria-label={t('common.loading')} />}>
        {panel.kind === 'listings' && <CharityListingsPanel charityId={panel.charityId} signedIn={signedIn} onBack={backToResults} onOpenPosting={setPostingId} />}
        {panel.kind === 'charity' && <CharityProfilePanel charityId={panel.charityId} signedIn={signedIn} onBack={backToResults} onOpenPosting={setPostingId} />}
        {panel.kind === 'candidate' && (
          <Box>
            <BackToResults onBack={backToResults} />
            <CandidateProfileView candidateId={panel.candidateId} postingId={panel.postingId} />
          </Box>
        )}
      </Suspense>
      <OnceOpened when={postingId !== null}>
        <PostingSummaryDialog postingId={postingId} onClose={() => setPostingId(null)} />
      </OnceOpened>
    </Box>
  );
}

/**
 * Results arriving are drawn in the background, in slices, so the page keeps answering while dozens of tiles render; the
 * group shows its loading bar until the first ones are drawn, and the tiles already there until more are.
 */
function useShownResults<P>(query: GroupQuery<P>): GroupQuery<P> {
  const data = useDeferredValue(query.data);
  const behind = data !== query.data;
  return {
    data,
    isPending: query.isPending || (behind && data === undefined),
    isError: query.isError,
    hasNextPage: behind ? data !== undefined : query.hasNextPage,
    isFetchingNextPage: query.isFetchingNextPage || behind,
    fetchNextPage: query.fetchNextPage,
  };
}

interface GroupQuery<P> {
  data?: { pages: P[] };
  isPending: boolean;
  isError: boolean;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
}

/** One result group: title, '{n} Result(s)' ('1000+ Result(s)' past the count's cap), the tiles, and 'Load More' while fewer are loaded than the total (the next page, see nextPage). */
function ResultGroup<P extends { total: number; totalCapped?: boolean }>({ title, query, children }: { title: string; query: GroupQuery<P>; children: ReactNode }) {
  const { t } = useTranslation();
  const pages = query.data?.pages ?? [];
  const total = pages[pages.length - 1]?.total ?? 0;
  // Totals stop counting at 1000: '1000+ Result(s)'.
  const capped = pages[pages.length - 1]?.totalCapped ?? false;
  return (
    <Box component="section" aria-label={title} sx={{ mb: 4 }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'baseline', mb: 1 }}>
        <Typography variant="h5" component="h2">
          {title}
        </Typography>
        {!query.isPending && !query.isError && <Typography color="text.secondary">{capped ? t('browse.resultCountCapped', { count: total }) : t('browse.resultCount', { count: total })}</Typography>}
      </Stack>
      {query.isPending && <LinearProgress aria-label={t('common.loading')} />}
      {query.isError && <Alert severity="error">{t('browse.loadFailed')}</Alert>}
      {!query.isPending && !query.isError && total === 0 && <Typography color="text.secondary">{t('browse.noResults')}</Typography>}
      <Grid container spacing={2}>
        {children}
      </Grid>
      {query.hasNextPage && (
        <Box sx={{ textAlign: 'center', mt: 2 }}>
          <LoadMoreButton busy={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()} />
        </Box>
      )}
    </Box>
  );
}
