// The theme (spec §1): 'light.blue' (Chakra's light palette with the blue accent) or 'dark'. Until
// the user picks one with the toggle, the app follows the system's `prefers-color-scheme`, live; the
// pick is kept in local storage under `bo.theme` (docs/adr/0071-theme-follows-the-system.md). An old
// stored 'light' reads as 'light.blue'. Chakra's `_dark` condition follows the `dark` class on
// <html>; index.html applies the same choice before the first paint so a reload never flashes the other theme.
import { useSyncExternalStore } from 'react';

/** The Chakra colour mode: the class on <html>. */
export type ColorMode = 'light' | 'dark';
/** The theme as stored (spec §1). */
export type ThemeName = 'light.blue' | 'dark';
export const COLOR_MODE_STORAGE_KEY = 'bo.theme';
export const DEFAULT_COLOR_MODE: ColorMode = 'light';

export const themeOf = (mode: ColorMode): ThemeName => (mode === 'dark' ? 'dark' : 'light.blue');

const SYSTEM_DARK = '(prefers-color-scheme: dark)';

/** The system's colour scheme: dark when it prefers dark, else the default. */
function systemMode(): ColorMode {
  return typeof window !== 'undefined' && window.matchMedia?.(SYSTEM_DARK).matches ? 'dark' : DEFAULT_COLOR_MODE;
}

/** The user's pick, null when he has not picked (then the system decides). */
function storedPick(): ColorMode | null {
  try {
    const value = globalThis.localStorage?.getItem(COLOR_MODE_STORAGE_KEY);
    return value === 'dark' ? 'dark' : value === 'light.blue' || value === 'light' ? 'light' : null;
  } catch {
    return null;
  }
}

const readStored = (): ColorMode => storedPick() ?? systemMode();

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

let followingSystem = false;

/**
 * The app's start: applies the user's pick (an old 'light' stored as 'light.blue'), or the system's
 * scheme, and follows the system's changes for as long as the user has not picked.
 */
export function initColorMode(): ColorMode {
  const mode = getColorMode();
  const pick = storedPick();
  if (pick) store(pick);
  applyColorMode(mode);
  if (!followingSystem && typeof window !== 'undefined' && window.matchMedia) {
    followingSystem = true;
    window.matchMedia(SYSTEM_DARK).addEventListener?.('change', () => {
      if (storedPick() === null) reloadColorMode();
    });
  }
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
