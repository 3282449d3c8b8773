import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { FormattedMessage, ReactIntlErrorCode, type IntlConfig } from 'react-intl';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LOCALE_STORAGE_KEY, type Locale } from './locale';
import { LocaleProvider, useLocale } from './LocaleProvider';
import { getLoadedMessages, loadMessages } from './messages';

// React only flushes act() warnings-free when told it runs in a test environment.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function Probe() {
  const { locale, setLocale } = useLocale();
  return (
    <div>
      <p data-testid="chosen">{locale}</p>
      <p data-testid="text">
        <FormattedMessage id="app.nav.explore" />
      </p>
      <button type="button" onClick={() => setLocale(locale === 'en' ? 'tr' : 'en')}>
        switch
      </button>
    </div>
  );
}

let container: HTMLElement;
let root: Root;

const text = () => container.querySelector('[data-testid="text"]')?.textContent;
const chosen = () => container.querySelector('[data-testid="chosen"]')?.textContent;

/** The provider around the probe, as the app mounts it. */
const probed = (initialLocale?: Locale) => (
  <LocaleProvider initialLocale={initialLocale}>
    <Probe />
  </LocaleProvider>
);

async function render(ui: React.ReactNode) {
  await act(async () => {
    root.render(ui);
  });
}

beforeEach(() => {
  localStorage.clear();
  document.documentElement.lang = '';
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
});

afterEach(async () => {
  await act(async () => root.unmount());
  container.remove();
});

// The order matters: the Turkish catalogue is cached for the page once the first test loads it.
describe('LocaleProvider', () => {
  it('shows English while Turkish loads on the very first use, then Turkish', async () => {
    expect(getLoadedMessages('tr')).toBeUndefined();
    localStorage.setItem(LOCALE_STORAGE_KEY, 'tr');
    act(() => root.render(probed()));
    expect(chosen()).toBe('tr');
    expect(text()).toBe('Explore');
    expect(document.documentElement.lang).toBe('en');
    // Waiting on the same (module-cached) import inside act lets React apply the update.
    await act(() => loadMessages('tr'));
    expect(text()).toBe('Keşfet');
    expect(document.documentElement.lang).toBe('tr');
  });

  it('renders a cached language at once', async () => {
    localStorage.setItem(LOCALE_STORAGE_KEY, 'tr');
    act(() => root.render(probed()));
    expect(text()).toBe('Keşfet');
  });

  it('starts in English without a stored choice or with an unknown one', async () => {
    await render(probed());
    expect(text()).toBe('Explore');
    expect(document.documentElement.lang).toBe('en');
    await act(async () => root.unmount());

    root = createRoot(container);
    localStorage.setItem(LOCALE_STORAGE_KEY, 'de');
    await render(probed());
    expect(chosen()).toBe('en');
    expect(text()).toBe('Explore');
  });

  it('switches, remembers the choice and updates <html lang>', async () => {
    await render(probed());
    await act(async () => container.querySelector('button')?.click());
    expect(text()).toBe('Keşfet');
    expect(localStorage.getItem(LOCALE_STORAGE_KEY)).toBe('tr');
    expect(document.documentElement.lang).toBe('tr');

    await act(async () => container.querySelector('button')?.click());
    expect(text()).toBe('Explore');
    expect(localStorage.getItem(LOCALE_STORAGE_KEY)).toBe('en');
    expect(document.documentElement.lang).toBe('en');
  });

  it('lets initialLocale override the stored choice', async () => {
    localStorage.setItem(LOCALE_STORAGE_KEY, 'tr');
    await render(probed('en'));
    expect(text()).toBe('Explore');
  });

  it('reports an id missing from every catalogue and shows its default message', async () => {
    const errors: Parameters<NonNullable<IntlConfig['onError']>>[0][] = [];
    await render(
      <LocaleProvider initialLocale="tr" onError={(error) => errors.push(error)}>
        <p data-testid="text">
          <FormattedMessage id="nope.missing" defaultMessage="Fallback" />
        </p>
      </LocaleProvider>,
    );
    expect(text()).toBe('Fallback');
    expect(errors.map((error) => error.code)).toContain(ReactIntlErrorCode.MISSING_TRANSLATION);
  });

  it('fails loudly when useLocale is used outside the provider', () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => act(() => root.render(<Probe />))).toThrow(/LocaleProvider/);
    spy.mockRestore();
  });
});
