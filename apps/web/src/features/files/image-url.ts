/** Where the server serves an uploaded image (profile, background, logo, social media icon). */
export function imageUrl(fileId: number): string {
  return `/api/images/${fileId}`;
}
