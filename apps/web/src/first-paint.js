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
  // The reads each page's first view makes once its session is known, as the app makes them: by the address, a function
  // of the session, the address's match and read(method, address, body), which answers the read's answer.
  // first-paint.test.ts checks that the app asks for the same. A read the user may not make is refused and left unused.
  var PAGE_READS = [
    [
      // The representative's own profile, the count of applicants waiting for a reply above it, and the board's members.
      /^\/charity-profile$/,
      function (session, match, read) {
        var charityId = session && session.charityRepresentative && session.charityRepresentative.charityId;
        if (typeof charityId !== 'number' || /[?&]chid=/.test(location.search)) return;
        var board = '/api/charities/' + charityId + '/mandates/read';
        read('GET', '/api/charities/' + charityId + '/profile');
        read('POST', '/api/candidates/applications/read', { Filters: [{ name: 'charityId', values: [charityId] }, { name: 'applicationStatusId', values: [2] }], Pagination: { Page: 1, ItemsPerPage: 1 } });
        read('POST', board, { Pagination: { Page: 1, ItemsPerPage: 1 } });
        read('POST', board, { Filters: [{ name: 'status', values: [2] }], Pagination: { Page: 1, ItemsPerPage: 100 } });
      },
    ],
    [
      // The course, then the lesson it opens at: the one the address names, else the first not completed, else the first
      // (openingLesson, get-academy-course.ts). The lesson is asked for before the app can see the course's answer.
      /^\/academy\/([1-9][0-9]{0,8})$/,
      function (_session, match, read) {
        var course = '/api/academy/courses/' + match[1];
        read('GET', course).then(function (answer) {
          if (!answer || answer.status !== 200) return;
          var lessons = JSON.parse(answer.body).lessons || [];
          var requested = new URLSearchParams(location.search).get('lesson');
          var lesson =
            lessons.filter(function (l) {
              return l.key === requested;
            })[0] ||
            lessons.filter(function (l) {
              return !l.completed;
            })[0] ||
            lessons[0];
          if (lesson) read('GET', course + '/lessons/' + encodeURIComponent(lesson.key));
        }).catch(function () {
          // the app asks itself
        });
      },
    ],
  ];
  // The reads a page's first view makes whoever opens it, asked at once, without a session: a reset link's page shows its
  // form only once the token is known to be good (ResetPasswordPage), with the token from the address.
  var OPEN_READS = [
    [
      /^\/reset-password\/([A-Za-z0-9_-]+)$/,
      function (match, read) {
        read('POST', '/api/auth/check-reset-password', { Token: match[1] });
      },
    ],
  ];
  var tag = document.currentScript;
  var app = tag && tag.getAttribute('data-app');
  if (!app) return;
  // Restoring the session is the app's first call on every page: asked here, its answer is on the way while the app's
  // script downloads, and the app takes it (api-client.ts, refreshAccessToken) instead of asking again.
  try {
    var refresh = fetch('/api/auth/refresh-token', { method: 'POST', credentials: 'same-origin', headers: { Accept: 'application/json' } });
    window.boardMatchFirstRefresh = refresh;
    // The app's first reads: those any visitor makes (OPEN_READS) at once, then, as soon as the refresh names the token,
    // the session, then the reads the page's first view waits for (PAGE_READS), as soon as the session is known. Each is
    // read whole at once (an answer left unread keeps its request open), and the app takes it by its request and token
    // (none for an open read) instead of asking again (lib/early-answer.ts). The list settles once the session's answer is
    // in and the page's reads asked; a read asked on another's answer is listed before the app can see that answer (the
    // head's handler runs first).
    var language = document.documentElement.lang || 'en';
    var reads = {};
    var read = function (token, method, url, body) {
      var json = body === undefined ? undefined : JSON.stringify(body);
      var headers = { Accept: 'application/json', 'Accept-Language': language };
      if (token) headers.Authorization = 'Bearer ' + token;
      if (json !== undefined) headers['Content-Type'] = 'application/json';
      var key = method + ' ' + url + ' ' + language + (json === undefined ? '' : '\n' + json);
      return (reads[key] = fetch(url, { method: method, credentials: 'same-origin', headers: headers, body: json })
        .then(function (response) {
          return response.text().then(function (text) {
            return { token: token, status: response.status, type: response.headers.get('Content-Type'), body: text, at: Date.now() };
          });
        })
        .catch(function () {
          return undefined;
        }));
    };
    var page = PAGE_READS.map(function (entry) {
      var match = entry[0].exec(location.pathname);
      return match && { match: match, reads: entry[1] };
    }).filter(Boolean)[0];
    OPEN_READS.forEach(function (entry) {
      var match = entry[0].exec(location.pathname);
      if (match)
        entry[1](match, function (method, url, body) {
          return read('', method, url, body);
        });
    });
    window.boardMatchEarlyReads = refresh
      .then(function (response) {
        return response.ok ? response.clone().json() : undefined;
      })
      .then(function (body) {
        if (!body || typeof body.token !== 'string') return reads;
        var token = body.token;
        var session = read(token, 'GET', '/api/users/session');
        if (!page) return reads;
        return session.then(function (answer) {
          if (answer && answer.status === 200) {
            page.reads(JSON.parse(answer.body), page.match, function (method, url, body) {
              return read(token, method, url, body);
            });
          }
          return reads;
        });
      })
      .catch(function () {
        return reads;
      });
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
  if (document.documentElement.lang === 'fr') {
    // A French reader sees no painted page (it is hidden for them): the app is asked for at once.
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
