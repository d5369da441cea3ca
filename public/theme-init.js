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
