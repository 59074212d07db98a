import { STORAGE_KEYS } from '@web/config/storage-keys';
import { createStore } from './create-store';
import { storage } from './storage';

export type Theme = 'light' | 'dark';

function initialTheme(): Theme {
  const stored = storage.get(STORAGE_KEYS.theme);
  if (stored === 'light' || stored === 'dark') return stored;
  return window.matchMedia?.('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
}

export const themeStore = createStore<Theme>(initialTheme());

export function setTheme(theme: Theme): void {
  storage.set(STORAGE_KEYS.theme, theme);
  document.documentElement.setAttribute('data-theme', theme);
  themeStore.set(theme);
}

export const useTheme = () => themeStore.use();
