/* global document, location */
// Paints the landing page's text before the app's JavaScript arrives (slow mobile networks), in
// the stored language; on any other path the shell is removed so nothing misleading shows.
(function () {
  var root = document.getElementById('root');
  if (!root) return;
  if (location.pathname !== '/') {
    root.innerHTML = '';
    return;
  }
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
})();
