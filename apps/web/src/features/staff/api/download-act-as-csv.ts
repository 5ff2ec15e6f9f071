import { downloadFile } from '@/lib/api/download-file.ts';

export interface ActAsCsvFilters {
  staffUserId?: number | null;
  search?: string;
  from?: string;
  to?: string;
}

/**
 * GET /api/act-as-audits/csv (or /api/act-as-audits/staff-actions/csv for staff's own actions) with the list's
 * filters: the file, downloaded by the browser.
 */
export async function downloadActAsCsv(filters: ActAsCsvFilters, list: 'act-as' | 'staff-actions' = 'act-as'): Promise<void> {
  const params = new URLSearchParams();
  if (filters.staffUserId) params.set('staffUserId', String(filters.staffUserId));
  if (filters.search?.trim()) params.set('search', filters.search.trim());
  if (filters.from) params.set('from', filters.from);
  if (filters.to) params.set('to', filters.to);
  const path = list === 'staff-actions' ? '/api/act-as-audits/staff-actions/csv' : '/api/act-as-audits/csv';
  return downloadFile(`${path}?${params}`, 'act-as-audit.csv');
}
