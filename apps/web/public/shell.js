/* global document, location, requestAnimationFrame, window */
// The landing page's static shell (ADR 020), for slow mobile networks:
// 1. paints the landing text in the stored language before any of the app arrives; on any other
//    path the shell is removed so nothing misleading shows;
// 2. in the built app, requests the app (data-entry, data-preload: put there by vite.config.ts)
//    only once that text has painted, so the first paint never waits for the app's JavaScript;
// 3. on a deep link listed in data-routes (a protected page), preloads that page's chunks and
//    stylesheets with the app's, so the lazy route does not fetch them one after the other;
// (The API data a deep link's first screen needs is requested before this file has even arrived,
// by the script inlined before it: src/shell/early.js.)
(function () {
  var script = document.currentScript;
  var root = document.getElementById('root');
  var landing = location.pathname === '/';
  if (root && !landing) root.innerHTML = '';
  if (root && landing) {
    var lang;
    try {
      lang = localStorage.getItem('i18nextLng');
    } catch {
      lang = null;
    }
    if (lang && lang.slice(0, 2) === 'en') {
      document.documentElement.lang = 'en';
      var t = {
        'shell-name': 'Senegal Flood Response Platform',
        'shell-title': 'Welcome to the Senegal Flood Response Platform',
        'shell-promo-title': 'Turning flood data into action',
        'shell-promo-text':
          'Population, past floods, health facilities and humanitarian standards in one place, with an advisor that answers with its sources and writes your situation reports.',
      };
      for (var id in t) {
        var el = document.getElementById(id);
        if (el) el.textContent = t[id];
      }
    }
  }

  var entry = script && script.getAttribute('data-entry');
  if (!entry) return; // dev server: Vite's own entry script loads the app
  var started = false;
  function start() {
    if (started) return;
    started = true;
    var app = document.createElement('script');
    app.type = 'module';
    app.crossOrigin = '';
    app.src = entry;
    document.head.appendChild(app);
    // The chunks the entry imports dynamically, in a task of their own: each link starts a request.
    setTimeout(function () {
      var preloads = (script.getAttribute('data-preload') || '').split(' ');
      var routes;
      try {
        routes = JSON.parse(script.getAttribute('data-routes') || '{}');
      } catch {
        routes = {};
      }
      preloads = preloads.concat(routes[location.pathname] || []);
      for (var i = 0; i < preloads.length; i++) {
        if (!preloads[i]) continue;
        var link = document.createElement('link');
        var css = /\.css$/.test(preloads[i]);
        link.rel = css ? 'preload' : 'modulepreload';
        if (css) link.as = 'style';
        link.crossOrigin = '';
        link.href = preloads[i];
        document.head.appendChild(link);
      }
    }, 0);
  }
  // Nothing to paint first (another path, a hidden tab): load the app at once. When a module draws
  // the page's first screen from its data before the app (src/shell/early.js), once that screen is
  // on screen: on a slow network the app's code would otherwise share it with what that screen needs.
  if (!landing || !root || document.visibilityState !== 'visible') {
    if (!window.sfpFirstPaint) return start();
    window.sfpFirstPaint.then(start, start);
    return void setTimeout(start, 3000);
  }
  document.addEventListener('visibilitychange', start);
  var observed = false;
  try {
    if (PerformanceObserver.supportedEntryTypes.indexOf('paint') >= 0) {
      new PerformanceObserver(function (list, observer) {
        var entries = list.getEntries();
        for (var j = 0; j < entries.length; j++) {
          if (entries[j].name === 'first-contentful-paint') {
            observer.disconnect();
            start();
          }
        }
      }).observe({ type: 'paint', buffered: true });
      observed = true;
    }
  } catch {
    observed = false;
  }
  // Without paint timing: the frame that paints the shell runs the animation-frame callback, the
  // timeout after it.
  if (!observed)
    requestAnimationFrame(function () {
      setTimeout(start, 0);
    });
  // Whatever happens, never leave the page without its app for long.
  setTimeout(start, 3000);
})();
