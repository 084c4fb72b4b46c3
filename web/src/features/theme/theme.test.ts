import { parseThemePreference, resolveTheme, toggledPreference } from './theme';

describe('theme decisions', () => {
  it('follows the system while no preference is saved', () => {
    expect(resolveTheme(null, true)).toBe('dark');
    expect(resolveTheme(null, false)).toBe('light');
  });

  it('lets a saved preference win over the system', () => {
    expect(resolveTheme('light', true)).toBe('light');
    expect(resolveTheme('dark', false)).toBe('dark');
  });

  it('ignores unknown stored values and toggles to the opposite', () => {
    expect(parseThemePreference('purple')).toBeNull();
    expect(parseThemePreference('dark')).toBe('dark');
    expect(toggledPreference('dark')).toBe('light');
  });
});
