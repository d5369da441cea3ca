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

// The app's code starts once the server's page has been painted (build/page-start.ts): its
// download then leaves the network to the stylesheet, and its work comes after what the
// person already sees. First the page's own chunks and the entry's imports, as preloads, so
// they are fetched beside the entry rather than after it has run; then the entry. Without
// paint timing (or in a tab never shown, which is never painted) it starts all the same.
// Never before the whole document is parsed: a script added by hand runs as soon as it
// arrives, and React must find the server's page complete, not half written.
(function () {
  var element = document.getElementById('ferry-start');
  if (!element) return; // Vite's dev server: its index.html starts the app itself.
  var plan = JSON.parse(element.textContent);
  var started = false;
  function preload(href) {
    var link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.appendChild(link);
  }
  function start() {
    if (started) return;
    started = true;
    for (var i = 0; i < plan.routes.length; i++) {
      if (!new RegExp(plan.routes[i][0]).test(location.pathname)) continue;
      plan.routes[i][1].forEach(preload);
      break;
    }
    plan.preload.forEach(preload);
    var script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = plan.entry;
    document.head.appendChild(script);
  }
  function whenParsed() {
    if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start);
    else start();
  }
  var paintTiming =
    typeof PerformanceObserver === 'function' &&
    (PerformanceObserver.supportedEntryTypes || []).indexOf('paint') >= 0;
  if (!paintTiming) {
    whenParsed();
    return;
  }
  // A task after the paint, not inside the frame that produces it.
  new PerformanceObserver(function () {
    setTimeout(whenParsed, 0);
  }).observe({ type: 'paint', buffered: true });
  setTimeout(whenParsed, 3000);
})();
