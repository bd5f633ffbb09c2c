// The theme (spec §1): 'light.blue' (the default: Chakra's light palette with the blue accent) or
// 'dark', kept in local storage under `bo.theme`; the default is written there on the first visit
// (`initColorMode`, called when the app starts). An old stored 'light' reads as 'light.blue'.
// Chakra's `_dark` condition follows the `dark` class on <html>; index.html applies the stored
// choice (and writes the default) before the first paint so a reload never flashes the other theme.
import { useSyncExternalStore } from 'react';

/** The Chakra colour mode: the class on <html>. */
export type ColorMode = 'light' | 'dark';
/** The theme as stored (spec §1). */
export type ThemeName = 'light.blue' | 'dark';
export const COLOR_MODE_STORAGE_KEY = 'bo.theme';
export const DEFAULT_THEME: ThemeName = 'light.blue';
export const DEFAULT_COLOR_MODE: ColorMode = 'light';

export const themeOf = (mode: ColorMode): ThemeName => (mode === 'dark' ? 'dark' : 'light.blue');

function readStored(): ColorMode {
  try {
    return globalThis.localStorage?.getItem(COLOR_MODE_STORAGE_KEY) === 'dark' ? 'dark' : DEFAULT_COLOR_MODE;
  } catch {
    return DEFAULT_COLOR_MODE;
  }
}

function store(mode: ColorMode): void {
  try {
    globalThis.localStorage?.setItem(COLOR_MODE_STORAGE_KEY, themeOf(mode));
  } catch {
    // storage disabled: the choice lasts for this page load
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

/**
 * The app's start: applies the stored theme and keeps it in storage under its spec name, so the
 * first visit stores 'light.blue' and an old 'light' becomes 'light.blue'.
 */
export function initColorMode(): ColorMode {
  const mode = getColorMode();
  try {
    if (globalThis.localStorage?.getItem(COLOR_MODE_STORAGE_KEY) !== themeOf(mode)) store(mode);
  } catch {
    // storage disabled
  }
  applyColorMode(mode);
  return mode;
}

/** Re-reads the stored choice (tests) and applies it. */
export function reloadColorMode(): void {
  current = readStored();
  applyColorMode(current);
  listeners.forEach((listener) => listener());
}

export function setColorMode(mode: ColorMode): void {
  current = mode;
  store(mode);
  applyColorMode(mode);
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useColorMode(): { colorMode: ColorMode; theme: ThemeName; toggleColorMode: () => void } {
  const colorMode = useSyncExternalStore(subscribe, getColorMode, getColorMode);
  return { colorMode, theme: themeOf(colorMode), toggleColorMode: () => setColorMode(colorMode === 'dark' ? 'light' : 'dark') };
}
