import { useEffect, useState } from 'react';
import { Box, IconButton, InputBase, MenuItem, Select, useMediaQuery, useTheme } from '@mui/material';
import ClearIcon from '@mui/icons-material/Clear';
import SearchIcon from '@mui/icons-material/Search';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { SearchCategory } from '@boardmatch/shared';

const ALL_CATEGORIES = [SearchCategory.candidates, SearchCategory.charities, SearchCategory.positions];

/** The categories a search asks for: All Results expands to 1, 2, 3 (without Candidates for a candidate). */
export function searchCategories(filter: number, isCandidate: boolean): number[] {
  if (filter !== SearchCategory.all) return [filter];
  return isCandidate ? ALL_CATEGORIES.filter((c) => c !== SearchCategory.candidates) : ALL_CATEGORIES;
}

/** The drop-down value of a categories parameter: the one category asked for, else All Results. */
export function categoryOf(categories: string | null): number {
  const asked = [...new Set((categories ?? '').split(',').filter(Boolean).map(Number))];
  return asked.length === 1 && ALL_CATEGORIES.includes(asked[0] as (typeof ALL_CATEGORIES)[number]) ? asked[0]! : SearchCategory.all;
}

export function searchPath(text: string, filter: number, isCandidate: boolean): string {
  const params = new URLSearchParams({ text: text.trim(), categories: searchCategories(filter, isCandidate).join(',') });
  return `/search?${params.toString()}`;
}

/** Filter drop-down, text box (clear icon when text exists) and search button; Enter or the button goes to /search. */
export function SearchBar({ isCandidate }: { isCandidate: boolean }) {
  const { t } = useTranslation();
  const theme = useTheme();
  const small = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const navigate = useNavigate();
  const location = useLocation();
  const [filter, setFilter] = useState<number>(SearchCategory.all);
  const [text, setText] = useState('');

  // On /search the box and the drop-down show the current search (one category, or All Results).
  useEffect(() => {
    if (location.pathname !== '/search') return;
    const params = new URLSearchParams(location.search);
    setText(params.get('text') ?? '');
    setFilter(categoryOf(params.get('categories')));
  }, [location.pathname, location.search]);

  useEffect(() => {
    if (isCandidate && filter === SearchCategory.candidates) setFilter(SearchCategory.all);
  }, [isCandidate, filter]);

  const options = [
    { value: SearchCategory.all, label: t('search.allResults') },
    ...(isCandidate ? [] : [{ value: SearchCategory.candidates, label: t('search.candidates') }]),
    { value: SearchCategory.charities, label: t('search.charities') },
    { value: SearchCategory.positions, label: t('search.positions') },
  ];

  return (
    <Box
      component="form"
      role="search"
      aria-label={t('search.form')}
      onSubmit={(event) => {
        event.preventDefault();
        // a new search even when the address does not change
        navigate(searchPath(text, filter, isCandidate), { state: { searchedAt: Date.now() } });
      }}
      sx={{ display: 'flex', alignItems: 'center', bgcolor: '#fff', borderRadius: 1, height: 44, flexGrow: 1, maxWidth: 640, minWidth: 0, overflow: 'hidden' }}
    >
      <Select
        value={filter}
        onChange={(event) => setFilter(Number(event.target.value))}
        variant="standard"
        disableUnderline
        inputProps={{ 'aria-label': t('search.filter') }}
        sx={{ px: { xs: 1, sm: 1.5 }, minWidth: { xs: 56, sm: 130 }, maxWidth: { xs: 72, sm: 'none' }, fontSize: 14, borderRight: '1px solid', borderColor: 'divider', height: '100%' }}
      >
        {options.map((o) => (
          <MenuItem key={o.value} value={o.value}>
            {o.label}
          </MenuItem>
        ))}
      </Select>
      <InputBase
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder={small ? t('search.placeholderShort') : t('search.placeholder')}
        inputProps={{ 'aria-label': t('search.text') }}
        sx={{ flexGrow: 1, px: { xs: 1, sm: 1.5 }, minWidth: 0 }}
      />
      {text && (
        <IconButton aria-label={t('search.clear')} onClick={() => setText('')} size="small">
          <ClearIcon fontSize="small" />
        </IconButton>
      )}
      <IconButton type="submit" aria-label={t('common.search')} sx={{ borderRadius: 0, height: '100%', bgcolor: 'secondary.main', color: '#fff', '&:hover': { bgcolor: 'secondary.dark' } }}>
        <SearchIcon />
      </IconButton>
    </Box>
  );
}
