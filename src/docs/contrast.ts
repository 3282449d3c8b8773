/** Parses #rgb, #rrggbb and rgb(r g b) / rgb(r, g, b) into 0-255 channels. */
export function parseColour(value: string): [number, number, number] | null {
  const text = value.trim().toLowerCase();
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/.exec(text);
  if (hex?.[1]) {
    const digits = hex[1].length === 3 ? [...hex[1]].map((d) => d + d).join('') : hex[1];
    return [0, 2, 4].map((i) => parseInt(digits.slice(i, i + 2), 16)) as [number, number, number];
  }
  const rgb = /^rgba?\(\s*(\d+)[\s,]+(\d+)[\s,]+(\d+)/.exec(text);
  if (rgb) return [Number(rgb[1]), Number(rgb[2]), Number(rgb[3])];
  return null;
}

function luminance([r, g, b]: [number, number, number]): number {
  const [lr, lg, lb] = [r, g, b].map((channel) => {
    const c = channel / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * lr + 0.7152 * lg + 0.0722 * lb;
}

/** WCAG 2 contrast ratio of two opaque colours, or null when either cannot be parsed. */
export function contrastRatio(foreground: string, background: string): number | null {
  const fg = parseColour(foreground);
  const bg = parseColour(background);
  if (!fg || !bg) return null;
  const [light, dark] = [luminance(fg), luminance(bg)].sort((a, b) => b - a) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/**
 * What a pair is checked as (WCAG 2.2 AA): `text` needs 4.5:1 (1.4.3); `non-text` 3:1 for
 * icons, the borders that show where a control is, and the fills that show its state (1.4.11);
 * `focus` 3:1 for the focus ring against what it is drawn on (1.4.11, 2.4.7).
 */
export type ContrastKind = 'text' | 'non-text' | 'focus';

export const CONTRAST_MINIMUM: Record<ContrastKind, number> = {
  text: 4.5,
  'non-text': 3,
  focus: 3,
};

export interface ContrastPair {
  fg: `--color-${string}`;
  bg: `--color-${string}`;
  kind: ContrastKind;
  min: number;
  /** Where the components use it. */
  use: string;
}

const pair = (
  fg: ContrastPair['fg'],
  bg: ContrastPair['bg'],
  kind: ContrastKind,
  use: string,
): ContrastPair => ({ fg, bg, kind, min: CONTRAST_MINIMUM[kind], use });

/**
 * Every foreground/background pair of colour tokens the components use, with its job. Checked
 * in both themes by src/styles/tokens.test.ts, which also fails when a stylesheet under src/
 * sets a colour and a background that this list does not hold. Card and divider borders
 * (--color-border) are decoration, not the boundary of a control, and are not listed; control
 * borders are --color-border-strong.
 */
export const contrastPairs: readonly ContrastPair[] = [
  // Body text and secondary text on every surface.
  pair('--color-text', '--color-bg', 'text', 'page text'),
  pair('--color-text', '--color-surface', 'text', 'cards, dialogs, menus, fields, toasts'),
  pair('--color-text', '--color-surface-sunken', 'text', 'secondary button pressed/hover'),
  pair('--color-text', '--color-surface-muted', 'text', 'hovered items, tab counts'),
  pair('--color-text', '--color-accent-subtle', 'text', 'selected text, genre chip hover'),
  pair('--color-text', '--color-danger-subtle', 'text', 'error panel message'),
  pair('--color-text-muted', '--color-bg', 'text', 'secondary text on the page'),
  pair('--color-text-muted', '--color-surface', 'text', 'secondary text, placeholders, icons'),
  pair('--color-text-muted', '--color-surface-sunken', 'text', 'footer, disabled fields'),
  pair('--color-text-muted', '--color-surface-muted', 'text', 'disabled buttons, avatars'),
  // Accent: links, the current page, primary actions.
  pair('--color-accent', '--color-bg', 'text', 'links'),
  pair('--color-accent', '--color-surface', 'text', 'links in cards, active tab bar'),
  pair('--color-accent', '--color-surface-sunken', 'text', 'links in follow lists'),
  pair('--color-accent', '--color-accent-subtle', 'text', 'current page, genre chips, counts'),
  pair('--color-accent-hover', '--color-bg', 'text', 'hovered links'),
  pair('--color-accent-hover', '--color-surface', 'text', 'hovered links in cards'),
  pair('--color-on-accent', '--color-accent', 'text', 'primary buttons, pressed toggles'),
  pair('--color-on-accent', '--color-accent-hover', 'text', 'hovered primary buttons'),
  // Status.
  pair('--color-on-danger', '--color-danger', 'text', 'danger buttons'),
  pair('--color-on-danger', '--color-danger-hover', 'text', 'hovered danger buttons'),
  pair('--color-danger', '--color-bg', 'text', 'form errors on the page'),
  pair('--color-danger', '--color-surface', 'text', 'form errors, invalid field border'),
  pair('--color-danger', '--color-danger-subtle', 'text', 'highlighted danger item'),
  pair('--color-success', '--color-bg', 'text', 'valid marks on the page'),
  pair('--color-success', '--color-surface', 'text', 'valid marks, progress stage'),
  pair('--color-success', '--color-success-subtle', 'text', 'success notes'),
  pair('--color-warning', '--color-surface', 'text', 'warnings'),
  pair('--color-warning', '--color-warning-subtle', 'text', 'warning notes'),
  pair('--color-info', '--color-surface', 'text', 'information'),
  pair('--color-info', '--color-info-subtle', 'text', 'information notes'),
  // Icons, control borders and state fills.
  pair('--color-star', '--color-surface', 'non-text', 'rating stars'),
  pair('--color-star', '--color-bg', 'non-text', 'rating stars on the page'),
  pair('--color-border-strong', '--color-surface', 'non-text', 'field and button borders'),
  pair('--color-border-strong', '--color-bg', 'non-text', 'borders of controls on the page'),
  pair('--color-border-strong', '--color-surface-sunken', 'non-text', 'borders on sunken panels'),
  pair('--color-accent', '--color-surface-muted', 'non-text', 'progress bar fill'),
  // A busy switch's spinner, drawn on its thumb: the off thumb, then the on thumb.
  pair('--color-surface', '--color-text-muted', 'non-text', 'spinner on an off switch'),
  pair('--color-accent', '--color-on-accent', 'non-text', 'spinner on an on switch'),
  pair('--color-success', '--color-surface-muted', 'non-text', 'completed progress bar'),
  // The focus ring, on whatever it can be drawn over.
  pair('--color-focus-ring', '--color-bg', 'focus', 'focus ring on the page'),
  pair('--color-focus-ring', '--color-surface', 'focus', 'focus ring in cards and dialogs'),
  pair('--color-focus-ring', '--color-surface-sunken', 'focus', 'focus ring on sunken panels'),
  pair('--color-focus-ring', '--color-surface-muted', 'focus', 'focus ring on muted panels'),
];
