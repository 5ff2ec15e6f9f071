// Written into the head of a page painted from the server's HTML (scripts/prerender.mjs, minified). That page is in
// English, so a French reader's browser hides it and waits for the app. The app's script is asked for only after the
// page has painted, so that on a slow device its download and start-up never come before the first paint.
(function () {
  try {
    if (window.localStorage.getItem('boardMatch.language') === 'fr') document.documentElement.lang = 'fr';
    // A page the server drew as a visitor sees it is hidden from a representative (lib/auth-store.ts).
    var involvement = window.localStorage.getItem('boardMatch.involvement');
    if (involvement) document.documentElement.setAttribute('data-involvement', involvement);
  } catch {
    // no storage: English, and the page as a visitor sees it
  }
  var tag = document.currentScript;
  var app = tag && tag.getAttribute('data-app');
  if (!app) return;
  // Restoring the session is the app's first call on every page: asked here, its answer is on the way while the app's
  // script downloads, and the app takes it (api-client.ts, refreshAccessToken) instead of asking again.
  try {
    var refresh = fetch('/api/auth/refresh-token', { method: 'POST', credentials: 'same-origin', headers: { Accept: 'application/json' } });
    window.boardMatchFirstRefresh = refresh;
    // The session that refresh opens is the app's next call: asked as soon as the token is known, with it (session-api.ts
    // takes the answer only if the app holds that same token).
    window.boardMatchFirstSession = refresh
      .then(function (response) {
        if (!response.ok) return undefined;
        return response
          .clone()
          .json()
          .then(function (body) {
            if (!body || typeof body.token !== 'string') return undefined;
            var headers = { Accept: 'application/json', Authorization: 'Bearer ' + body.token, 'Accept-Language': document.documentElement.lang || 'en' };
            return fetch('/api/users/session', { credentials: 'same-origin', headers: headers }).then(function (session) {
              return { token: body.token, response: session };
            });
          });
      })
      .catch(function () {
        return undefined;
      });
    // A reset link's page shows its form only once the token is known to be good (ResetPasswordPage): the check is asked
    // here, with the token from the address, and its answer is on the way while the app downloads (check-reset-token.ts).
    var reset = /^\/reset-password\/([A-Za-z0-9_-]+)$/.exec(location.pathname);
    if (reset) {
      var token = reset[1];
      window.boardMatchFirstResetCheck = fetch('/api/auth/check-reset-password', {
        method: 'POST',
        credentials: 'same-origin',
        headers: { Accept: 'application/json', 'Content-Type': 'application/json', 'Accept-Language': document.documentElement.lang || 'en' },
        body: JSON.stringify({ Token: token }),
      })
        .then(function (response) {
          return { token: token, response: response };
        })
        .catch(function () {
          return undefined;
        });
    }
    // The representative's own profile is /charity-profile's first view, which only the app draws: asked as soon as the
    // session names the charity, its answer is on the way while the app downloads (get-charity-profile.ts takes it).
    if (location.pathname === '/charity-profile' && !/[?&]chid=/.test(location.search)) {
      window.boardMatchFirstProfile = window.boardMatchFirstSession
        .then(function (first) {
          if (!first || !first.response.ok) return undefined;
          return first.response
            .clone()
            .json()
            .then(function (session) {
              var charityId = session && session.charityRepresentative && session.charityRepresentative.charityId;
              if (typeof charityId !== 'number') return undefined;
              var headers = { Accept: 'application/json', Authorization: 'Bearer ' + first.token, 'Accept-Language': document.documentElement.lang || 'en' };
              return fetch('/api/charities/' + charityId + '/profile', { credentials: 'same-origin', headers: headers }).then(function (profile) {
                return { token: first.token, charityId: charityId, response: profile };
              });
            });
        })
        .catch(function () {
          return undefined;
        });
    }
  } catch {
    // the app asks itself
  }
  var asked = false;
  function askForApp() {
    if (asked) return;
    asked = true;
    var script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = app;
    document.head.appendChild(script);
    // The page's other scripts (listed by scripts/prerender.mjs) are asked for beside it, two at a time: each request
    // costs the page's only thread a moment (up to 5 ms on a slow machine), and eight in one task made tasks of 30-50 ms
    // on the onboarding pages, which list 45 scripts.
    var preloads = (tag.getAttribute('data-preload') || '').split(' ').filter(Boolean);
    (function next() {
      var links = document.createDocumentFragment();
      preloads.splice(0, 2).forEach(function (href) {
        var link = document.createElement('link');
        link.rel = 'modulepreload';
        link.as = 'script';
        link.crossOrigin = '';
        link.href = href;
        links.appendChild(link);
      });
      document.head.appendChild(links);
      if (preloads.length) setTimeout(next);
    })();
  }
  var paintTiming = typeof PerformanceObserver === 'function' && (PerformanceObserver.supportedEntryTypes || []).indexOf('paint') >= 0;
  if (document.documentElement.lang === 'fr' || tag.hasAttribute('data-eager')) {
    // A French reader sees no painted page (it is hidden for them), and a page whose first view only the app can draw
    // (data-eager) waits for it: the app is asked for at once.
    askForApp();
  } else if (paintTiming) {
    // Once the browser reports the page's first contentful paint: an animation frame alone may come before the page's
    // text has painted, and the script would then compete with it.
    new PerformanceObserver(function (list, observer) {
      if (!list.getEntriesByName('first-contentful-paint').length) return;
      observer.disconnect();
      setTimeout(askForApp);
    }).observe({ type: 'paint', buffered: true });
  } else {
    requestAnimationFrame(function () {
      setTimeout(askForApp);
    });
  }
  // Whatever happens, the app is asked for within a second (a hidden tab paints nothing).
  setTimeout(askForApp, 1000);
})();
