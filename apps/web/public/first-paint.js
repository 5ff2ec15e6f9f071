// In the head of a page painted from the server's HTML (scripts/prerender.mjs). That page is in English, so a French
// reader's browser hides it and waits for the app. The app's script is asked for only after the page has painted, so
// that on a slow device its download and start-up never come before the first paint.
(function () {
  try {
    if (window.localStorage.getItem('boardMatch.language') === 'fr') document.documentElement.lang = 'fr';
  } catch {
    // no storage: English
  }
  var app = document.currentScript && document.currentScript.getAttribute('data-app');
  if (!app) return;
  // Restoring the session is the app's first call on every page: asked here, its answer is on the way while the app's
  // script downloads, and the app takes it (api-client.ts, refreshAccessToken) instead of asking again.
  try {
    window.boardMatchFirstRefresh = fetch('/api/auth/refresh-token', { method: 'POST', credentials: 'same-origin', headers: { Accept: 'application/json' } });
  } catch {
    // the app asks itself
  }
  requestAnimationFrame(function () {
    setTimeout(function () {
      var script = document.createElement('script');
      script.type = 'module';
      script.crossOrigin = '';
      script.src = app;
      document.head.appendChild(script);
    });
  });
})();
