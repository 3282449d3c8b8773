/** Joins class names, skipping empty ones (CSS Module class plus an optional caller class). */
export function cx(...names: Array<string | false | null | undefined>): string {
  return names.filter(Boolean).join(' ');
}
