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
// run: the build lists each page's chunks in index.html (build/route-preload.ts). A page drawn
// in the HTML (src/app/ssr/render-page.tsx) is on screen without any script: its own, marked
// data-after-paint, start once it has been painted, so on a slow network nothing competes with
// the HTML and the stylesheet it is drawn from.
(function () {
  var table = document.getElementById('ferry-route-chunks');
  function moduleLink(href) {
    var link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.appendChild(link);
  }
  function preloadPage() {
    if (!table) return;
    var routes = JSON.parse(table.textContent);
    for (var i = 0; i < routes.length; i++) {
      if (!new RegExp(routes[i][0]).test(location.pathname)) continue;
      for (var j = 0; j < routes[i][1].length; j++) moduleLink('/' + routes[i][1][j]);
      return;
    }
  }
  if (!table || !table.hasAttribute('data-after-paint')) return preloadPage();

  var started = false;
  function start() {
    if (started) return;
    started = true;
    var waiting = document.querySelectorAll('[data-after-paint]');
    for (var i = 0; i < waiting.length; i++) {
      var src = waiting[i].getAttribute('data-src');
      var href = waiting[i].getAttribute('data-href');
      if (href) moduleLink(href);
      if (!src) continue;
      var script = document.createElement('script');
      script.type = 'module';
      script.crossOrigin = '';
      script.src = src;
      document.head.appendChild(script);
    }
    preloadPage();
  }
  document.addEventListener('DOMContentLoaded', function () {
    // The frame after the first paint; a tab opened in the background paints nothing until it
    // is shown, so the scripts start after a second whatever happens.
    requestAnimationFrame(function () {
      setTimeout(start, 0);
    });
    setTimeout(start, 1000);
  });
})();
