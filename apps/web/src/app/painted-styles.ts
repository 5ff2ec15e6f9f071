import createCache, { type EmotionCache } from '@emotion/cache';

/**
 * The app's style cache. A page painted from the server's HTML holds its styles in a sheet named by `data-painted`
 * (src/prerender.tsx): its names are marked as inserted, so that Emotion neither writes those styles again nor moves the
 * sheet, which would make the browser read the page's styles again while the app starts.
 */
export function appStyleCache(root: ParentNode = document): EmotionCache {
  const cache = createCache({ key: 'css' });
  for (const sheet of root.querySelectorAll<HTMLStyleElement>('style[data-painted]')) {
    const [key, ...names] = (sheet.dataset.painted ?? '').split(' ');
    if (key !== cache.key) continue;
    for (const name of names) cache.inserted[name] = true;
  }
  return cache;
}
