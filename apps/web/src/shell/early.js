/* global document, location, window */
// Inlined by the build (vite.config.ts) in index.html, before shell.js, and allowed by the CSP
// through its hash (the server computes it from the built page). On a deep link listed in
// data-fetch, with an unexpired access token, it requests the API data the page's first screen
// needs as the page arrives, one round trip sooner than shell.js could (window.sfpEarly: the app
// takes the answers, and asks again itself when one failed); then it runs the module listed in
// data-first, if any, which draws that screen from the data before the app has arrived (ADR 057).
(function () {
  var me = document.currentScript;
  var urls, token, first;
  try {
    urls = JSON.parse(me.getAttribute('data-fetch') || '{}')[location.pathname];
    token = localStorage.getItem('access') || sessionStorage.getItem('access');
    if (!urls || !token || !window.fetch) return;
    var claims = JSON.parse(atob(token.split('.')[1].replace(/-/g, '+').replace(/_/g, '/')));
    // An expired token would only earn a 401: the app refreshes the session and asks itself.
    if (typeof claims.exp !== 'number' || claims.exp * 1000 <= Date.now()) return;
    first = JSON.parse(me.getAttribute('data-first') || '{}')[location.pathname];
  } catch {
    return;
  }
  var early = (window.sfpEarly = {});
  for (var k = 0; k < urls.length; k++) {
    early[urls[k]] = fetch(urls[k], { headers: { Authorization: 'Bearer ' + token }, priority: 'high' });
    // A failure is the app's to handle (it asks again): never an unhandled rejection here.
    early[urls[k]].catch(function () {});
  }
  if (first && first[0]) {
    var paint = document.createElement('script');
    paint.type = 'module';
    paint.crossOrigin = '';
    paint.src = first[0];
    // Settled when that screen is drawn (or cannot be): shell.js then loads the app.
    window.sfpFirstPaint = new Promise(function (resolve) {
      window.addEventListener('sfp-first-paint', resolve, { once: true });
      paint.onerror = resolve;
    });
    document.head.appendChild(paint);
  }
})();
