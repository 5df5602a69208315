/**
 * Dark and light themes from a stored flag (spec §1). antd-mobile switches its CSS variables on
 * html[data-prefers-color-scheme]; our own styles use the same variables, so one attribute
 * themes the shell and every remote.
 */
import { atom } from 'nanostores';
import { LOCAL_KEYS } from '../stores/storage-keys';

export type ThemeMode = 'dark' | 'light';

export function themeFromFlag(flag: string | null): ThemeMode {
  // The site is dark by default; a player who switched to light keeps it.
  return flag === '0' ? 'light' : 'dark';
}

export const $theme = atom<ThemeMode>(themeFromFlag(localStorage.getItem(LOCAL_KEYS.darkMode)));

function apply(mode: ThemeMode): void {
  document.documentElement.setAttribute('data-prefers-color-scheme', mode);
  document.querySelector('meta[name="theme-color"]')?.setAttribute('content', mode === 'dark' ? '#14161a' : '#ffffff');
}

export function startTheme(): void {
  $theme.subscribe(apply);
}

export function toggleTheme(): void {
  const next: ThemeMode = $theme.get() === 'dark' ? 'light' : 'dark';
  localStorage.setItem(LOCAL_KEYS.darkMode, next === 'dark' ? '1' : '0');
  $theme.set(next);
}
