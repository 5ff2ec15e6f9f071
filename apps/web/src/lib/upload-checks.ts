import { IMAGE_EXTENSIONS, MAX_UPLOAD_BYTES, RESUME_EXTENSIONS } from '@boardmatch/shared';

const extension = (name: string) => {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot).toLowerCase();
};

/** The catalogue key of what is wrong with a chosen file before it is sent (the server checks the bytes too), or null. */
export function resumeProblem(file: File): string | null {
  if (!(RESUME_EXTENSIONS as readonly string[]).includes(extension(file.name))) return 'qualifications.errors.badResumeType';
  if (file.size > MAX_UPLOAD_BYTES) return 'errors.tooLarge';
  return null;
}

export function imageProblem(file: File): string | null {
  if (!(IMAGE_EXTENSIONS as readonly string[]).includes(extension(file.name))) return 'images.errors.badImageType';
  if (file.size > MAX_UPLOAD_BYTES) return 'errors.tooLarge';
  return null;
}
