/** Theme decisions, kept pure: the saved preference wins; unset follows the system. */
export type Theme = 'light' | 'dark';
export type ThemePreference = Theme | null;

/** The class on <html> that switches the design tokens to their dark values. */
export const DARK_CLASS = 'dark';

export function parseThemePreference(value: string | null): ThemePreference {
  return value === 'light' || value === 'dark' ? value : null;
}

export function resolveTheme(preference: ThemePreference, systemPrefersDark: boolean): Theme {
  return preference ?? (systemPrefersDark ? 'dark' : 'light');
}

/** Toggling always saves an explicit choice: the opposite of what is shown now. */
export function toggledPreference(current: Theme): Theme {
  return current === 'dark' ? 'light' : 'dark';
}
