import type { Resume } from '@boardmatch/shared';
import { downloadFile } from '@/lib/api/download-file.ts';

/** GET /api/files/download/{id}: the resume, handed to the browser as a download. */
export const downloadResume = (resume: Resume) => downloadFile(`/api/files/download/${resume.id}`, resume.originalName);
