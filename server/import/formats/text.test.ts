import { describe, expect, it } from 'vitest';
import { escapeFormula, unescapeFormula } from './cells';
import { formatPartialDate, parsePartialDate } from './dates';
import { reviewHtmlToText, textToReviewHtml } from './reviewText';

describe('review HTML to text', () => {
  it('makes line breaks and paragraphs newlines and strips other tags', () => {
    expect(reviewHtmlToText('One<br/>Two<br />Three<BR>Four')).toBe('One\nTwo\nThree\nFour');
    expect(reviewHtmlToText('<p>First.</p><p>Second, <a href="https://x.test">link</a>.</p>')).toBe(
      'First.\n\nSecond, link.',
    );
    expect(reviewHtmlToText('<b>Bold</b> and <i>italic</i><!-- hidden -->')).toBe(
      'Bold and italic',
    );
  });

  it('keeps text that only looks like markup', () => {
    expect(reviewHtmlToText('I <3 this; 2 < 3 and 5 > 4')).toBe('I <3 this; 2 < 3 and 5 > 4');
    expect(reviewHtmlToText('[spoiler]Snape[/spoiler]')).toBe('[spoiler]Snape[/spoiler]');
  });

  it('decodes entities after the tags are gone, so an escaped tag is text', () => {
    expect(reviewHtmlToText('Tom &amp; Jerry &quot;&#39;&#x27;&hellip; &eacute;')).toBe(
      `Tom & Jerry "''… é`,
    );
    expect(reviewHtmlToText('&lt;script&gt;alert(1)&lt;/script&gt;')).toBe(
      '<script>alert(1)</script>',
    );
    expect(reviewHtmlToText('&bogus; &#0; &#xD800; &#1114112;')).toBe(
      '&bogus; &#0; &#xD800; &#1114112;',
    );
  });

  it('round-trips through the export form', () => {
    const review = 'Loved it <3\nTom & Jerry: "a > b"\n\nSecond paragraph.';
    expect(textToReviewHtml(review)).toBe(
      'Loved it &lt;3<br/>Tom &amp; Jerry: "a &gt; b"<br/><br/>Second paragraph.',
    );
    expect(reviewHtmlToText(textToReviewHtml(review))).toBe(review);
  });
});

describe('partial dates', () => {
  it('reads day, month and year precision', () => {
    expect(parsePartialDate('2023/04/12')).toEqual({ date: '2023-04-12', precision: 'day' });
    expect(parsePartialDate('2023/4/2')).toEqual({ date: '2023-04-02', precision: 'day' });
    expect(parsePartialDate('2023-04-12')).toEqual({ date: '2023-04-12', precision: 'day' });
    expect(parsePartialDate('2023/04')).toEqual({ date: '2023-04-01', precision: 'month' });
    expect(parsePartialDate('2023')).toEqual({ date: '2023-01-01', precision: 'year' });
    expect(parsePartialDate(' ')).toEqual({ date: null, precision: 'unknown' });
  });

  it('refuses days that do not exist and other text', () => {
    for (const text of [
      '2023/02/29',
      '2024/13/01',
      '0000/01/01',
      '12/04/2023',
      'April 2023',
      '2023/04/12 10:00',
    ]) {
      expect([text, parsePartialDate(text)]).toEqual([text, null]);
    }
    expect(parsePartialDate('2024/02/29')).toEqual({ date: '2024-02-29', precision: 'day' });
  });

  it('writes them the Goodreads way, shortened to their precision', () => {
    expect(formatPartialDate({ date: '2023-04-12', precision: 'day' })).toBe('2023/04/12');
    expect(formatPartialDate({ date: '2023-04-01', precision: 'month' })).toBe('2023/04');
    expect(formatPartialDate({ date: '2023-01-01', precision: 'year' })).toBe('2023');
    expect(formatPartialDate({ date: null, precision: 'unknown' })).toBe('');
    expect(formatPartialDate(null)).toBe('');
  });
});

describe('formula escaping', () => {
  it('prefixes a quote to every formula start, and only those', () => {
    for (const cell of ['=1+1', '+1', '-1', '@SUM(A1)', '\tx', '\rx', "'=1", "''+1"]) {
      expect(escapeFormula(cell)).toBe(`'${cell}`);
    }
    for (const cell of ['Dune', "'Salem's Lot", '', ' =1', '1-2'])
      expect(escapeFormula(cell)).toBe(cell);
  });

  it('is undone exactly by unescapeFormula', () => {
    for (const cell of ['=1+1', "'=1", "''-x", "'Salem's Lot", "'", 'Dune', '-']) {
      expect(unescapeFormula(escapeFormula(cell))).toBe(cell);
    }
  });
});
