/**
 * A review as Goodreads exports it (HTML: `<br/>` line breaks, `<i>`, `<a href>`, entities) as
 * the plain text Shelfmark stores. Only tags are removed: a "<3" or "a < b" in the text stays,
 * because a tag must start with a letter right after `<`. Entities are decoded after the tags
 * are gone, so an escaped `&lt;b&gt;` comes out as the text "<b>", never as markup.
 */
export function reviewHtmlToText(html: string): string {
  return decodeEntities(
    html
      .replace(/\r\n?/g, '\n')
      .replace(/<!--[\s\S]*?-->/g, '')
      .replace(/<br\s*\/?>/gi, '\n')
      .replace(/<\/?(?:p|div|blockquote|h[1-6]|li|ul|ol)\b[^<>]*>/gi, '\n\n')
      .replace(/<\/?[a-z][a-z0-9-]*(?:\s[^<>]*)?\/?>/gi, ''),
  )
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** The entities reviews carry; an unknown one stays as written. */
const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  hellip: '…',
  mdash: '—',
  ndash: '–',
  lsquo: '‘',
  rsquo: '’',
  ldquo: '“',
  rdquo: '”',
  laquo: '«',
  raquo: '»',
  copy: '©',
  eacute: 'é',
  egrave: 'è',
  uuml: 'ü',
  ouml: 'ö',
  auml: 'ä',
  ccedil: 'ç',
};

function decodeEntities(text: string): string {
  return text.replace(
    /&(?:#(\d{1,7})|#x([\da-f]{1,6})|([a-z]{2,8}));/gi,
    (entity, decimal?: string, hex?: string, name?: string) => {
      if (name !== undefined) return NAMED_ENTITIES[name] ?? entity;
      const codePoint = decimal !== undefined ? Number(decimal) : parseInt(hex ?? '', 16);
      return isPrintableCodePoint(codePoint) ? String.fromCodePoint(codePoint) : entity;
    },
  );
}

/** No NUL, control characters (but tab and line feed) or lone surrogates out of an entity. */
function isPrintableCodePoint(codePoint: number): boolean {
  if (codePoint === 9 || codePoint === 10) return true;
  if (codePoint < 0x20 || (codePoint >= 0x7f && codePoint < 0xa0)) return false;
  if (codePoint >= 0xd800 && codePoint <= 0xdfff) return false;
  return codePoint <= 0x10ffff;
}

/** The inverse for the export: Goodreads' own form, HTML with `<br/>` for each line break. */
export function textToReviewHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/\r\n?|\n/g, '<br/>');
}
