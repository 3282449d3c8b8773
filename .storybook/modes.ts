/**
 * The theme toolbar's choices and the Chromatic modes built on them. Chromatic snapshots every
 * story once per mode; a mode names the globals it sets, here the `theme` global the preview's
 * decorator turns into `<html data-theme>`. The `satisfies` below makes a theme added to the
 * toolbar without a mode (or a mode for a theme the toolbar lacks) a type error.
 */
export const themeItems = [
  { value: 'light', title: 'Light' },
  { value: 'dark', title: 'Dark' },
] as const;

export type StoryTheme = (typeof themeItems)[number]['value'];

export const allModes = {
  light: { theme: 'light' },
  dark: { theme: 'dark' },
} as const satisfies { [Theme in StoryTheme]: { theme: Theme } };
