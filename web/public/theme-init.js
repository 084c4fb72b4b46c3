// Applies the saved or system theme before React renders, so a dark page never flashes white.
// Mirrors web/src/features/theme/theme.ts (key 'crewspace.theme', root class 'dark').
(function () {
  try {
    var saved = window.localStorage.getItem('crewspace.theme');
    var dark =
      saved === 'dark' ||
      (saved !== 'light' && window.matchMedia('(prefers-color-scheme: dark)').matches);
    document.documentElement.classList.toggle('dark', dark);
  } catch {
    // Storage can be blocked; the ThemeProvider applies the theme after start-up anyway.
  }
})();
