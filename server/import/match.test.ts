import { describe, expect, it } from 'vitest';
import { mainTitle, matchConfidence, titleKeys } from './match';

describe('matching by title and author', () => {
  it("drops Goodreads' series notes, and only those", () => {
    expect(mainTitle('Dune (Dune Chronicles #1)')).toBe('Dune');
    expect(mainTitle('The Name of the Wind (The Kingkiller Chronicle, #1)')).toBe(
      'The Name of the Wind',
    );
    expect(mainTitle('=HYPERLINK("http://evil.test","x")')).toBe(
      '=HYPERLINK("http://evil.test","x")',
    );
    expect(mainTitle('(#1)')).toBe('(#1)');
    expect(titleKeys('Dune (Dune Chronicles #1)')).toEqual(['dune dune chronicles 1', 'dune']);
  });

  it('is sure of the same title and author, unsure of a near title or another author', () => {
    const dune = { title: 'Dune', author: 'Frank Herbert' };
    expect(
      matchConfidence({ title: 'Dune (Dune Chronicles #1)', authors: ['Frank Herbert'] }, dune),
    ).toBe(1);
    const potter = { title: "Harry Potter and the Philosopher's Stone", author: 'J. K. Rowling' };
    const sorcerer = matchConfidence(
      { title: "Harry Potter and the Sorcerer's Stone", authors: ['J.K. Rowling'] },
      potter,
    );
    expect(sorcerer).toBeGreaterThan(0.5);
    expect(sorcerer).toBeLessThan(0.9);
    expect(matchConfidence({ title: 'Dune', authors: ['Someone Else'] }, dune)).toBe(0.4);
    expect(
      matchConfidence({ title: 'Children of Dune', authors: ['Frank Herbert'] }, dune),
    ).toBeLessThan(0.9);
  });
});
