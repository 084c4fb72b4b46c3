/** The theme feature's public surface: dark mode's provider, its state and the toggle. */
export { ThemeProvider, useTheme, type ThemeContextValue } from './theme-provider';
export { ThemeToggle } from './components/theme-toggle';
export type { Theme } from './theme';
