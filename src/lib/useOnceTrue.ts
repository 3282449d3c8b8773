import { useState } from 'react';

/**
 * True from the first render where `value` is true, and from then on: a part drawn once its
 * first answer came stays drawn while later pages load.
 */
export function useOnceTrue(value: boolean): boolean {
  const [seen, setSeen] = useState(value);
  if (value && !seen) setSeen(true);
  return value || seen;
}
