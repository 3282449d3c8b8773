/**
 * An SVG text's width in px, estimated from its length: the layout is computed before the text
 * exists, and Inter's digits and letters average under 0.6 em, so this errs on the wide side.
 */
export function textWidth(text: string, fontSize = 12): number {
  return text.length * fontSize * 0.6;
}

const STEPS = [1, 2, 3, 4, 5, 6, 10, 12, 20, 25, 50, 100];

/**
 * Every how many bands of `band` px an axis label of `labelWidth` px is drawn so that no two
 * touch: 1 when each fits its band, 2 for every other one, and so on (round steps only).
 */
export function labelStep(band: number, labelWidth: number, gap = 6): number {
  if (!(band > 0)) return 1;
  const needed = Math.ceil((labelWidth + gap) / band);
  return STEPS.find((step) => step >= needed) ?? needed;
}
