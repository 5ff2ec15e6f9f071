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
