import { describe, expect, it } from 'vitest';
import en from '../locales/en.json';
import tr from '../locales/tr.json';
import { englishMessages, getLoadedMessages, loadMessages } from './messages';

describe('loadMessages', () => {
  it('has English bundled and ready', async () => {
    expect(getLoadedMessages('en')).toBe(englishMessages);
    expect(await loadMessages('en')).toBe(englishMessages);
  });

  it('loads Turkish on demand over English and caches it', async () => {
    expect(getLoadedMessages('tr')).toBeUndefined();
    const messages = await loadMessages('tr');
    expect(messages['app.nav.explore']).toBe(tr['app.nav.explore']);
    expect(messages['app.nav.explore']).not.toBe(en['app.nav.explore']);
    expect(Object.keys(messages).sort()).toEqual(
      [...new Set([...Object.keys(en), ...Object.keys(tr)])].sort(),
    );
    expect(getLoadedMessages('tr')).toBe(messages);
    expect(await loadMessages('tr')).toBe(messages);
  });
});
