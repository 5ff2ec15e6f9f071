/* What an upload may be, apart from the schemas in qualifications.ts (which load the schema library): the pages check a
   file with them before sending it. */

/** Uploads: 5 MB at most. */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
export const RESUME_EXTENSIONS = ['.pdf', '.doc', '.docx'] as const;
export const IMAGE_EXTENSIONS = ['.jpg', '.jpeg', '.png'] as const;
