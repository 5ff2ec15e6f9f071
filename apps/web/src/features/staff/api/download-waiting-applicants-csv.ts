import { apiFetch } from '@/lib/api-client.ts';

/** GET /api/staff/waiting-applicants/csv: every waiting applicant as CSV, downloaded by the browser. */
export async function downloadWaitingApplicantsCsv(): Promise<void> {
  const res = await apiFetch('/api/staff/waiting-applicants/csv', () => ({ method: 'GET' }));
  const name = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? 'waiting-applicants.csv';
  const url = URL.createObjectURL(await res.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.appendChild(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}
