import { afterEach, describe, expect, it, vi } from 'vitest';
import { LOCALE_STORAGE_KEY, isLocale, readStoredLocale, storeLocale } from './locale';

function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    items,
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('isLocale', () => {
  it('accepts only the shipped languages', () => {
    expect(isLocale('en')).toBe(true);
    expect(isLocale('tr')).toBe(true);
    expect(isLocale('TR')).toBe(false);
    expect(isLocale('de')).toBe(false);
    expect(isLocale(null)).toBe(false);
  });
});

describe('readStoredLocale', () => {
  it('reads the stored language', () => {
    vi.stubGlobal('localStorage', memoryStorage({ [LOCALE_STORAGE_KEY]: 'tr' }));
    expect(readStoredLocale()).toBe('tr');
  });

  it.each<Record<string, string>>([
    {},
    { [LOCALE_STORAGE_KEY]: 'de' },
    { [LOCALE_STORAGE_KEY]: '' },
  ])('falls back to English for %o', (stored) => {
    vi.stubGlobal('localStorage', memoryStorage(stored));
    expect(readStoredLocale()).toBe('en');
  });

  it('falls back to English when storage is missing or throws', () => {
    vi.stubGlobal('localStorage', undefined);
    expect(readStoredLocale()).toBe('en');
    vi.stubGlobal('localStorage', {
      getItem: () => {
        throw new Error('SecurityError');
      },
    });
    expect(readStoredLocale()).toBe('en');
  });
});

describe('storeLocale', () => {
  it('persists under the locale key', () => {
    const storage = memoryStorage();
    vi.stubGlobal('localStorage', storage);
    storeLocale('tr');
    expect(storage.items.get(LOCALE_STORAGE_KEY)).toBe('tr');
  });

  it('does not throw when storage refuses', () => {
    vi.stubGlobal('localStorage', {
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    });
    expect(() => storeLocale('en')).not.toThrow();
  });
});
