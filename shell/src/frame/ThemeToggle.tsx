/** Switches between the dark and light theme; the choice is stored and survives a reload. */
import { useStore } from '@nanostores/react';
import { messages } from 'shared-contracts';
import { $theme, toggleTheme } from '../platform/theme';
import styles from './Frame.module.css';

export function ThemeToggle() {
  const theme = useStore($theme);
  const label = theme === 'dark' ? messages.frame.lightTheme : messages.frame.darkTheme;
  return (
    <button
      type="button"
      className={styles.themeToggle}
      onClick={toggleTheme}
      aria-label={label}
      title={label}
      data-testid="theme-toggle"
    >
      {theme === 'dark' ? '☀' : '☾'}
    </button>
  );
}
