import { apiFetch } from '@/lib/api-client.ts';

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
  const res = await apiFetch(`${path}?${params}`, () => ({ method: 'GET' }));
  const name = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? 'act-as-audit.csv';
  const url = URL.createObjectURL(await res.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.appendChild(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}
