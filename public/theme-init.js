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
