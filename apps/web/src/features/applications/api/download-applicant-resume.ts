import { downloadFile } from '@/lib/api/download-file.ts';

/** GET /api/files/download/{id}: the applicant's resume, handed to the browser as a download. */
export const downloadApplicantResume = (resume: { id: number; originalName: string }) => downloadFile(`/api/files/download/${resume.id}`, resume.originalName);
