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

/** Text/background pairs the components use, each with its live contrast ratio. */
export const contrastPairs = [
  { fg: '--color-text', bg: '--color-bg', min: 4.5 },
  { fg: '--color-text', bg: '--color-surface', min: 4.5 },
  { fg: '--color-text-muted', bg: '--color-bg', min: 4.5 },
  { fg: '--color-text-muted', bg: '--color-surface', min: 4.5 },
  { fg: '--color-text-muted', bg: '--color-surface-muted', min: 4.5 },
  { fg: '--color-accent', bg: '--color-bg', min: 4.5 },
  { fg: '--color-accent', bg: '--color-accent-subtle', min: 4.5 },
  { fg: '--color-on-accent', bg: '--color-accent', min: 4.5 },
  { fg: '--color-on-danger', bg: '--color-danger', min: 4.5 },
  { fg: '--color-success', bg: '--color-surface', min: 4.5 },
  { fg: '--color-warning', bg: '--color-surface', min: 4.5 },
  { fg: '--color-danger', bg: '--color-surface', min: 4.5 },
  { fg: '--color-danger', bg: '--color-danger-subtle', min: 4.5 },
  { fg: '--color-info', bg: '--color-surface', min: 4.5 },
  { fg: '--color-text', bg: '--color-danger-subtle', min: 4.5 },
  { fg: '--color-star', bg: '--color-surface', min: 3 },
  { fg: '--color-border-strong', bg: '--color-surface', min: 3 },
  { fg: '--color-focus-ring', bg: '--color-bg', min: 3 },
] as const;
