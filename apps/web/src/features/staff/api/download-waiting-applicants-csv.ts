import { downloadFile } from '@/lib/api/download-file.ts';

/** GET /api/staff/waiting-applicants/csv: every waiting applicant as CSV, downloaded by the browser. */
export const downloadWaitingApplicantsCsv = (): Promise<void> => downloadFile('/api/staff/waiting-applicants/csv', 'waiting-applicants.csv');
