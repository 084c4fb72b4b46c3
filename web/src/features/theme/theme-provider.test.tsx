import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { STORAGE_KEYS } from '@/lib/browser-storage';
import { ThemeToggle } from './components/theme-toggle';
import { ThemeProvider } from './theme-provider';

/** A controllable prefers-color-scheme media query. */
function mockSystemTheme(initiallyDark: boolean) {
  const listeners = new Set<() => void>();
  const media = {
    matches: initiallyDark,
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
  };
  vi.stubGlobal(
    'matchMedia',
    vi.fn(() => media),
  );
  return {
    set(dark: boolean) {
      media.matches = dark;
      act(() => listeners.forEach((listener) => listener()));
    },
  };
}

function isDark() {
  return document.documentElement.classList.contains('dark');
}

describe('ThemeProvider', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('follows the system preference and its changes while unset', () => {
    const system = mockSystemTheme(true);
    render(
      <ThemeProvider>
        <ThemeToggle />
      </ThemeProvider>,
    );
    expect(isDark()).toBe(true);
    system.set(false);
    expect(isDark()).toBe(false);
  });

  it('toggles the root class and persists the choice, which then beats the system', async () => {
    const system = mockSystemTheme(false);
    render(
      <ThemeProvider>
        <ThemeToggle />
      </ThemeProvider>,
    );
    const toggle = screen.getByRole('button', { name: 'Dark mode' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(toggle);
    expect(isDark()).toBe(true);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(window.localStorage.getItem(STORAGE_KEYS.theme)).toBe('dark');
    system.set(false);
    expect(isDark()).toBe(true);
  });

  it('starts from the saved preference', () => {
    mockSystemTheme(true);
    window.localStorage.setItem(STORAGE_KEYS.theme, 'light');
    render(
      <ThemeProvider>
        <ThemeToggle />
      </ThemeProvider>,
    );
    expect(isDark()).toBe(false);
  });
});
