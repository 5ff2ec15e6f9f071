/**
 * Where the server serves a public image by id: a charity's picture or background, a default background, a
 * social media icon. A candidate's picture or background is never addressed by id: the API answers its URL
 * (signed for those who may see the profile), and the web uses that URL as it is.
 */
export function imageUrl(fileId: number): string {
  return `/api/images/${fileId}`;
}
