import Bowser from 'bowser';

export interface Device {
  browser: string | null;
  os: string | null;
}

/** "132.0.1" -> "132": enough to tell two browsers apart, no more. */
const major = (version: string | undefined) => version?.split('.')[0];

const joined = (name: string | undefined, version: string | undefined) =>
  name ? [name, version].filter(Boolean).join(' ') : null;

/**
 * The browser and system a user agent names, as a reader would recognise them ("Firefox 132",
 * "Android 14"). Parsed with Bowser; an agent it does not know gives nulls, never a guess.
 */
export function describeDevice(userAgent: string | null): Device {
  if (!userAgent) return { browser: null, os: null };
  const parsed = Bowser.parse(userAgent);
  return {
    browser: joined(parsed.browser.name, major(parsed.browser.version)),
    os: joined(parsed.os.name, parsed.os.name === 'macOS' ? undefined : major(parsed.os.version)),
  };
}
