/** When the page last reloaded itself for a new version (sessionStorage, this tab only). */
const RELOADED_AT = 'boardMatch.reloadedForNewVersion';
/** A second failure this soon after such a reload is not a new version: the page's own error shows instead. */
const AGAIN_AFTER_MS = 60_000;

/**
 * A page opened before a new version was put online asks for scripts the server no longer has (each build names its
 * files after their contents). Vite reports each such failure as 'vite:preloadError': the page reloads once, at the same
 * address, and so gets the new version's scripts, rather than showing a page that cannot open. If the reload did not
 * help, the failure goes on to the page's error screen (app/RouteError.tsx), which offers a reload and a way home.
 */
export function reloadForNewVersion(target: Window = window): void {
  target.addEventListener('vite:preloadError', (event) => {
    let last = 0;
    try {
      last = Number(target.sessionStorage.getItem(RELOADED_AT) ?? 0);
      if (Date.now() - last < AGAIN_AFTER_MS) return;
      target.sessionStorage.setItem(RELOADED_AT, String(Date.now()));
    } catch {
      // no storage: without a way to tell a second failure from the first, the page does not reload on its own
      return;
    }
    event.preventDefault();
    target.location.reload();
  });
}
