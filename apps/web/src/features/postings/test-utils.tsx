export { renderWithProviders } from '@/test/render-with-providers.tsx';
export { dayFromToday, makeApplication, makePosting } from '@/test/application-fixtures.ts';
