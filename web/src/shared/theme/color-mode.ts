// Light (default, blue accent — spec §1 `light.blue`) or dark theme, kept in local storage. Chakra's
// `_dark` condition follows the `dark` class on <html>; index.html applies the stored choice before
// the first paint so a reload never flashes the other theme.
import { useSyncExternalStore } from 'react';

export type ColorMode = 'light' | 'dark';
export const COLOR_MODE_STORAGE_KEY = 'bo.theme';
export const DEFAULT_COLOR_MODE: ColorMode = 'light';

function readStored(): ColorMode {
  try {
    return globalThis.localStorage?.getItem(COLOR_MODE_STORAGE_KEY) === 'dark' ? 'dark' : DEFAULT_COLOR_MODE;
  } catch {
    return DEFAULT_COLOR_MODE;
  }
}

let current: ColorMode | null = null;
const listeners = new Set<() => void>();

export function applyColorMode(mode: ColorMode): void {
  if (typeof document === 'undefined') return;
  const root = document.documentElement;
  root.classList.toggle('dark', mode === 'dark');
  root.classList.toggle('light', mode === 'light');
  root.style.colorScheme = mode;
}

export function getColorMode(): ColorMode {
  current ??= readStored();
  return current;
}

/** Re-reads the stored choice (tests) and applies it. */
export function reloadColorMode(): void {
  current = readStored();
  applyColorMode(current);
  listeners.forEach((listener) => listener());
}

export function setColorMode(mode: ColorMode): void {
  current = mode;
  try {
    globalThis.localStorage?.setItem(COLOR_MODE_STORAGE_KEY, mode);
  } catch {
    // storage disabled: the choice lasts for this page load
  }
  applyColorMode(mode);
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useColorMode(): { colorMode: ColorMode; toggleColorMode: () => void } {
  const colorMode = useSyncExternalStore(subscribe, getColorMode, getColorMode);
  return { colorMode, toggleColorMode: () => setColorMode(colorMode === 'dark' ? 'light' : 'dark') };
}
