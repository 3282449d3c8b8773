import { describe, expect, it } from 'vitest';
import { normaliseQuery, normaliseText, searchColumns } from '../domain/searchText';
import { deletionVariants, editDistance } from '../domain/typos';

describe('normaliseText', () => {
  it('folds Turkish dotted and dotless i the same way for every casing', () => {
    const forms = ['İSTANBUL', 'istanbul', 'Istanbul', 'ıstanbul', 'ISTANBUL'];
    expect(new Set(forms.map(normaliseText))).toEqual(new Set(['istanbul']));
  });

  it('removes accents and punctuation, keeps letters of other scripts', () => {
    expect(normaliseText('Kürk Mantolu Madonna')).toBe('kurk mantolu madonna');
    expect(normaliseText('Şehir, Çiçek & Ağaç!')).toBe('sehir cicek agac');
    expect(normaliseText("Children's  Books")).toBe('childrens books');
    expect(normaliseText('Война и мир')).toBe('воина и мир');
  });

  it('treats a hyphenated ISBN as its digits', () => {
    expect(normaliseQuery('978-0-441-01359-3')).toBe('9780441013593');
    expect(normaliseQuery('Dune')).toBe('dune');
  });

  it('builds the stored search text from title, author and ISBN', () => {
    expect(
      searchColumns({ title: 'Dune', author: 'Frank Herbert', isbn: '978-0441013593' }),
    ).toEqual({
      title_norm: 'dune',
      author_norm: 'frank herbert',
      search_text: 'dune frank herbert 9780441013593',
    });
  });
});

describe('typo distance', () => {
  it('counts swaps, insertions, deletions and substitutions as one edit', () => {
    expect(editDistance('dnue', 'dune')).toBe(1);
    expect(editDistance('poter', 'potter')).toBe(1);
    expect(editDistance('dune', 'dine')).toBe(1);
    expect(editDistance('dune', 'dunes')).toBe(1);
    expect(editDistance('dune', 'tuna')).toBeGreaterThan(1);
  });

  it('shares a deletion variant exactly when words are one edit apart', () => {
    const share = (a: string, b: string) =>
      deletionVariants(a).some((variant) => deletionVariants(b).includes(variant));
    expect(share('dnue', 'dune')).toBe(true);
    expect(share('poter', 'potter')).toBe(true);
    expect(share('hobbit', 'rabbit')).toBe(false);
  });
});
