import { IconButton } from '@/components/ui/icon-button';
import { MoonIcon, SunIcon } from '@/components/ui/theme-icons';
import { useTheme } from '../theme-provider';

/** A toggle button: pressed while dark mode is on. */
export function ThemeToggle() {
  const { theme, toggleTheme } = useTheme();
  return (
    <IconButton label="Dark mode" aria-pressed={theme === 'dark'} onClick={toggleTheme}>
      {theme === 'dark' ? <SunIcon /> : <MoonIcon />}
    </IconButton>
  );
}
