/**
 * Dark mode: toggles the root-level `dark` class, persists the choice in localStorage and, while
 * no choice is saved, follows the system preference and its changes.
 */
import {
  createContext,
  use,
  useCallback,
  useEffect,
  useMemo,
  useState,
  useSyncExternalStore,
} from 'react';
import type { ReactNode } from 'react';
import { STORAGE_KEYS, readStored, writeStored } from '@/lib/browser-storage';
import {
  DARK_CLASS,
  parseThemePreference,
  resolveTheme,
  toggledPreference,
  type Theme,
  type ThemePreference,
} from './theme';

const DARK_QUERY = '(prefers-color-scheme: dark)';

function subscribeToSystem(onChange: () => void): () => void {
  if (typeof window.matchMedia !== 'function') return () => undefined;
  const media = window.matchMedia(DARK_QUERY);
  media.addEventListener('change', onChange);
  return () => media.removeEventListener('change', onChange);
}

function systemPrefersDark(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(DARK_QUERY).matches;
}

export interface ThemeContextValue {
  theme: Theme;
  /** The saved choice; null while following the system. */
  preference: ThemePreference;
  toggleTheme(): void;
  setPreference(preference: ThemePreference): void;
}

const ThemeContext = createContext<ThemeContextValue | null>(null);

export function ThemeProvider({ children }: { children: ReactNode }) {
  const [preference, setPreferenceState] = useState<ThemePreference>(() =>
    parseThemePreference(readStored('local', STORAGE_KEYS.theme)),
  );
  const systemDark = useSyncExternalStore(subscribeToSystem, systemPrefersDark, () => false);
  const theme = resolveTheme(preference, systemDark);

  useEffect(() => {
    document.documentElement.classList.toggle(DARK_CLASS, theme === 'dark');
    document.documentElement.style.colorScheme = theme;
  }, [theme]);

  const setPreference = useCallback((next: ThemePreference) => {
    writeStored('local', STORAGE_KEYS.theme, next);
    setPreferenceState(next);
  }, []);

  const value = useMemo<ThemeContextValue>(
    () => ({
      theme,
      preference,
      setPreference,
      toggleTheme: () => setPreference(toggledPreference(theme)),
    }),
    [theme, preference, setPreference],
  );
  return <ThemeContext value={value}>{children}</ThemeContext>;
}

export function useTheme(): ThemeContextValue {
  const value = use(ThemeContext);
  if (!value) throw new Error('useTheme must be used inside <ThemeProvider>.');
  return value;
}
