import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { SimplePage } from '../../../components/SimplePage.tsx';

/** /search: the combined search and browse area. */
export default function SearchPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const text = params.get('text')?.trim();
  return <SimplePage title={t('pages.search')} text={text ? t('pages.searchResultsFor', { text }) : t('pages.searchAll')} />;
}
