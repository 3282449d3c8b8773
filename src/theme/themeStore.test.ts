import { describe, expect, it, vi } from 'vitest';
import { createThemeStore } from './themeStore';
import { THEME_STORAGE_KEY, type Theme, type ThemeStorage } from './themePreference';

/** A MediaQueryList whose `matches` the test flips, firing 'change' as a browser does. */
class FakeScheme extends EventTarget {
  constructor(public matches: boolean) {
    super();
  }
  flip(matches: boolean) {
    this.matches = matches;
    this.dispatchEvent(new Event('change'));
  }
}

function setup(stored: Record<string, string> = {}, systemDark = false) {
  const data = new Map(Object.entries(stored));
  const storage: ThemeStorage = {
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
  };
  const darkScheme = new FakeScheme(systemDark);
  const window = new EventTarget();
  const applied: Theme[] = [];
  const store = createThemeStore({
    storage,
    darkScheme,
    window,
    apply: (theme) => applied.push(theme),
  });
  /** Another tab wrote `value` under `key` (or cleared storage: key null). */
  const otherTab = (key: string | null, value: string | null) => {
    if (key) {
      if (value === null) data.delete(key);
      else data.set(key, value);
    } else data.clear();
    window.dispatchEvent(Object.assign(new Event('storage'), { key, newValue: value }));
  };
  return { store, data, darkScheme, applied, otherTab };
}

describe('the theme store', () => {
  it('starts from the stored choice and applies nothing by itself', () => {
    const { store, applied } = setup({ [THEME_STORAGE_KEY]: 'dark' });
    expect(store.getPreference()).toBe('dark');
    store.subscribe(() => {});
    expect(applied).toEqual([]);
  });

  it('stores a choice, applies it and tells listeners', () => {
    const { store, data, applied } = setup({}, true);
    const listener = vi.fn();
    store.subscribe(listener);
    store.setPreference('light');
    expect(data.get(THEME_STORAGE_KEY)).toBe('light');
    expect(applied).toEqual(['light']);
    store.setPreference('system');
    expect(applied).toEqual(['light', 'dark']);
    expect(listener).toHaveBeenCalledTimes(2);
    store.setPreference('system');
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it("follows the system live while the choice is 'system', and only then", () => {
    const { store, darkScheme, applied } = setup();
    store.subscribe(() => {});
    darkScheme.flip(true);
    darkScheme.flip(false);
    expect(applied).toEqual(['dark', 'light']);
    store.setPreference('light');
    darkScheme.flip(true);
    expect(applied).toEqual(['dark', 'light', 'light']);
  });

  it('takes a choice made in another tab', () => {
    const { store, otherTab, applied } = setup();
    const listener = vi.fn();
    store.subscribe(listener);
    otherTab(THEME_STORAGE_KEY, 'dark');
    expect(store.getPreference()).toBe('dark');
    expect(applied).toEqual(['dark']);
    otherTab('locale', 'tr');
    otherTab(null, null);
    expect(store.getPreference()).toBe('system');
    expect(applied).toEqual(['dark', 'light']);
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('stops listening to the system and other tabs when the last listener leaves', () => {
    const { store, darkScheme, otherTab, applied } = setup();
    const first = store.subscribe(() => {});
    const second = store.subscribe(() => {});
    first();
    darkScheme.flip(true);
    expect(applied).toEqual(['dark']);
    second();
    darkScheme.flip(false);
    otherTab(THEME_STORAGE_KEY, 'dark');
    expect(applied).toEqual(['dark']);
  });
});
