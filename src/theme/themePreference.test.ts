import { describe, expect, it } from 'vitest';
import {
  applyTheme,
  DARK_SCHEME_QUERY,
  readThemePreference,
  recordedThemePreference,
  resolveTheme,
  storeThemePreference,
  THEME_PREFERENCES,
  THEME_CHOICE_ATTRIBUTE,
  THEME_COLORS,
  THEME_GLOBAL,
  THEME_SCRIPT,
  THEME_STORAGE_KEY,
  type ThemeStorage,
} from './themePreference';

// Read from disk like tokens.test.ts: the node project blanks CSS and HTML imports.
const nodeFs: string = 'node:fs';
const { readFileSync } = (await import(/* @vite-ignore */ nodeFs)) as {
  readFileSync: (path: URL, encoding: 'utf8') => string;
};
const read = (file: string) => readFileSync(new URL(file, import.meta.url), 'utf8');

const memoryStorage = (
  initial: Record<string, string> = {},
): ThemeStorage & { data: Map<string, string> } => {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
  };
};
const throwingStorage: ThemeStorage = {
  getItem: () => {
    throw new Error('SecurityError');
  },
  setItem: () => {
    throw new Error('QuotaExceededError');
  },
};

/** A document with just what the theme code touches. */
function fakeDocument() {
  const meta = {
    content: 'light dark',
    setAttribute: (_name: string, value: string) => void (meta.content = value),
  };
  const toolbar = {
    content: '#f8f4ee',
    setAttribute: (_name: string, value: string) => void (toolbar.content = value),
  };
  /** The header's theme buttons, as the scripts see them. */
  const buttons = THEME_PREFERENCES.map((choice) => {
    const attributes = new Map<string, string>([[THEME_CHOICE_ATTRIBUTE, choice]]);
    return {
      attributes,
      getAttribute: (name: string) => attributes.get(name) ?? null,
      setAttribute: (name: string, value: string) => void attributes.set(name, value),
    };
  });
  const doc = {
    documentElement: { dataset: {} as Record<string, string> },
    querySelectorAll: (selector: string) =>
      selector === `[${THEME_CHOICE_ATTRIBUTE}]` ? buttons : [],
    querySelector: (selector: string) =>
      selector === 'meta[name="color-scheme"]'
        ? meta
        : selector === 'meta[name="theme-color"]'
          ? toolbar
          : null,
  };
  return { doc, meta, toolbar, buttons };
}

describe('the stored theme preference', () => {
  it('reads each preference back as stored', () => {
    for (const preference of THEME_PREFERENCES) {
      const storage = memoryStorage();
      storeThemePreference(preference, storage);
      expect(storage.data.get(THEME_STORAGE_KEY)).toBe(preference);
      expect(readThemePreference(storage)).toBe(preference);
    }
  });

  it('follows the system when nothing, something unknown or no storage is there', () => {
    expect(readThemePreference(memoryStorage())).toBe('system');
    expect(readThemePreference(memoryStorage({ theme: 'sepia' }))).toBe('system');
    expect(readThemePreference(undefined)).toBe('system');
    expect(readThemePreference(throwingStorage)).toBe('system');
    expect(() => storeThemePreference('dark', throwingStorage)).not.toThrow();
  });
});

describe('recordedThemePreference', () => {
  it("is the head script's record, and unknown without one", () => {
    const page = (themePreference?: string) =>
      ({ documentElement: { dataset: { themePreference } } }) as unknown as Document;
    expect(recordedThemePreference(page('dark'))).toBe('dark');
    expect(recordedThemePreference(page('system'))).toBe('system');
    expect(recordedThemePreference(page())).toBeNull();
    expect(recordedThemePreference(page('sepia'))).toBeNull();
    expect(recordedThemePreference(undefined)).toBeNull();
  });
});

describe('resolveTheme', () => {
  it('keeps an explicit choice and follows the system otherwise', () => {
    expect(resolveTheme('light', true)).toBe('light');
    expect(resolveTheme('dark', false)).toBe('dark');
    expect(resolveTheme('system', true)).toBe('dark');
    expect(resolveTheme('system', false)).toBe('light');
  });
});

describe('applyTheme', () => {
  it('sets <html data-theme>, the color-scheme meta and the toolbar colour', () => {
    const { doc, meta, toolbar } = fakeDocument();
    applyTheme('dark', doc as unknown as Document);
    expect(doc.documentElement.dataset.theme).toBe('dark');
    expect(meta.content).toBe('dark');
    expect(toolbar.content).toBe(THEME_COLORS.dark);
    applyTheme('light', doc as unknown as Document);
    expect(doc.documentElement.dataset.theme).toBe('light');
    expect(meta.content).toBe('light');
    expect(toolbar.content).toBe(THEME_COLORS.light);
  });
});

/** Runs the head script against a stored value and a system scheme; returns what it applied. */
function runHeadScript(stored: string | null | 'throws', systemDark: boolean | 'unsupported') {
  const { doc, meta, toolbar, buttons } = fakeDocument();
  const queries: string[] = [];
  const written = new Map<string, string>();
  const window: Record<string, unknown> =
    systemDark === 'unsupported'
      ? {}
      : {
          matchMedia(query: string) {
            // Called as a method: a detached matchMedia throws "Illegal invocation" in browsers.
            if (this !== window) throw new TypeError('Illegal invocation');
            queries.push(query);
            return { matches: systemDark };
          },
        };
  const localStorage = {
    getItem(key: string) {
      if (stored === 'throws') throw new Error('SecurityError');
      return key === THEME_STORAGE_KEY ? stored : null;
    },
    setItem(key: string, value: string) {
      if (stored === 'throws') throw new Error('SecurityError');
      written.set(key, value);
    },
  };
  new Function('window', 'document', 'localStorage', THEME_SCRIPT)(window, doc, localStorage);
  const state = () => ({
    theme: doc.documentElement.dataset.theme,
    preference: doc.documentElement.dataset.themePreference,
    meta: meta.content,
    toolbar: toolbar.content,
    pressed: buttons.map((button) => button.attributes.get('aria-pressed') ?? null),
  });
  return {
    ...state(),
    queries,
    written,
    /** What a press on a theme button does before the app has taken the page over. */
    choose: (choice?: string) => {
      (window[THEME_GLOBAL] as (choice?: string) => void)(choice);
      return state();
    },
  };
}

describe('THEME_SCRIPT (the head script)', () => {
  it('applies what the app would, for every stored value and system scheme', () => {
    for (const stored of [...THEME_PREFERENCES, null, 'sepia', 'throws'] as const) {
      for (const systemDark of [true, false]) {
        const expected = resolveTheme(
          readThemePreference(
            stored === 'throws' ? throwingStorage : memoryStorage(stored ? { theme: stored } : {}),
          ),
          systemDark,
        );
        const applied = runHeadScript(stored, systemDark);
        expect(applied.theme, `${stored} / system dark ${systemDark}`).toBe(expected);
        expect(applied.meta).toBe(expected);
        expect(applied.toolbar).toBe(THEME_COLORS[expected]);
      }
    }
  });

  it('records the choice it applied on <html data-theme-preference>', () => {
    for (const stored of [...THEME_PREFERENCES, null, 'sepia', 'throws'] as const) {
      const expected = readThemePreference(
        stored === 'throws' ? throwingStorage : memoryStorage(stored ? { theme: stored } : {}),
      );
      expect(runHeadScript(stored, false).preference, String(stored)).toBe(expected);
    }
  });

  it('leaves a function that marks the theme buttons, and stores and applies a choice', () => {
    const page = runHeadScript('dark', false);
    // In the head, before the body is parsed, there is no button to mark yet.
    expect(page.choose()).toMatchObject({
      theme: 'dark',
      preference: 'dark',
      pressed: ['false', 'true', 'false'],
    });
    expect(page.written.size).toBe(0);
    expect(page.choose('light')).toEqual({
      theme: 'light',
      preference: 'light',
      meta: 'light',
      toolbar: THEME_COLORS.light,
      pressed: ['true', 'false', 'false'],
    });
    expect(page.written.get(THEME_STORAGE_KEY)).toBe('light');
    expect(runHeadScript(null, true).choose('system')).toMatchObject({
      theme: 'dark',
      pressed: ['false', 'false', 'true'],
    });
    // Storage that throws still gets the choice applied for this visit.
    expect(runHeadScript('throws', false).choose('dark')).toMatchObject({ theme: 'dark' });
  });

  it('asks the system with the dark scheme query, and is light where it cannot ask', () => {
    expect(runHeadScript(null, true).queries).toEqual([DARK_SCHEME_QUERY]);
    expect(runHeadScript(null, 'unsupported').theme).toBe('light');
    expect(runHeadScript('dark', 'unsupported').theme).toBe('dark');
  });
});

describe('the toolbar colours', () => {
  it("are index.html's own and the dark theme's page background", () => {
    expect(read('../../index.html')).toContain(
      `<meta name="theme-color" content="${THEME_COLORS.light}" />`,
    );
    const tokens = read('../styles/tokens.css');
    const dark = tokens.slice(tokens.indexOf("[data-theme='dark']"));
    const bg = /--color-bg:\s*var\((--palette-[\w-]+)\)/.exec(dark)?.[1] ?? '';
    expect(bg).not.toBe('');
    expect(tokens).toContain(`${bg}: ${THEME_COLORS.dark};`);
  });
});
