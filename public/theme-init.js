// Apply the saved theme before first paint so dark mode never flashes light.
(function () {
  var saved = null;
  try {
    saved = localStorage.getItem('ferry-theme');
  } catch (e) {
    // Storage may be blocked; fall back to the system preference.
  }
  var theme = saved || 'system';
  var dark =
    theme === 'dark' || (theme === 'system' && matchMedia('(prefers-color-scheme: dark)').matches);
  document.documentElement.classList.toggle('dark', dark);
})();

// zod's settings, read when its first module loads: it must not compile parsers with
// new Function(), which our CSP forbids (its probe alone is reported as a violation). The
// bundle's chunks build schemas as they load, before any of the app's own code could say so.
globalThis.__zod_globalConfig = { jitless: true };

// The code of the page being opened, fetched at once beside the app's instead of after it has
// run: the build lists each page's chunks in index.html (the route-preload build plugin).
(function () {
  var table = document.getElementById('ferry-route-chunks');
  if (!table) return;
  var routes = JSON.parse(table.textContent);
  for (var i = 0; i < routes.length; i++) {
    if (!new RegExp(routes[i][0]).test(location.pathname)) continue;
    for (var j = 0; j < routes[i][1].length; j++) {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = '/' + routes[i][1][j];
      document.head.appendChild(link);
    }
    return;
  }
})();
