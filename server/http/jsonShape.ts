export interface JsonShapeLimits {
  /** Arrays and objects inside each other. */
  maxDepth: number;
  /** Arrays, objects, strings, commas and colons, counted over the whole text. */
  maxItems: number;
}

export type JsonShapeProblem = 'too deep' | 'too many items';

/** What matters between strings: levels, separators, and the quote that starts a string. */
const STRUCTURE = /["[\]{},:]/g;
const QUOTE = 34;
const BACKSLASH = 92;

/**
 * Checks JSON text against the limits in one scan, before anything parses or walks it:
 * JSON.parse takes over a second for a few megabytes of `{},`, and every walk after it would
 * meet the client's depth. Invalid JSON may pass; the parser refuses it afterwards.
 * The scan stops at the first limit, so structure costs at most `maxItems` steps, and the
 * text of strings (a photo's megabytes of base64) is skipped with indexOf.
 */
export function jsonShapeProblem(text: string, limits: JsonShapeLimits): JsonShapeProblem | null {
  const structure = new RegExp(STRUCTURE);
  let depth = 0;
  let items = 0;
  for (let match = structure.exec(text); match !== null; match = structure.exec(text)) {
    const char = match[0];
    if (char === ']' || char === '}') {
      depth -= 1;
      continue;
    }
    if (char === '"') {
      structure.lastIndex = afterString(text, match.index + 1);
    } else if (char === '[' || char === '{') {
      depth += 1;
      if (depth > limits.maxDepth) return 'too deep';
    }
    items += 1;
    if (items > limits.maxItems) return 'too many items';
  }
  return null;
}

/** Where the string whose text starts at `start` ends (after its closing quote). */
function afterString(text: string, start: number): number {
  const quote = text.indexOf('"', start);
  if (quote === -1) return text.length;
  // Looks for escapes only up to that quote: searching the rest of the text for each string
  // would make many short strings quadratic.
  if (!text.slice(start, quote).includes('\\')) return quote + 1;
  for (let index = start; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (code === BACKSLASH) index += 1;
    else if (code === QUOTE) return index + 1;
  }
  return text.length;
}
