import { downloadFile } from '@/lib/api/download-file.ts';

/** GET /api/users/me/export: everything held about the signed-in person, with their files, as a ZIP download. */
export const downloadMyData = () => downloadFile('/api/users/me/export', 'boardmatch-my-data.zip');
