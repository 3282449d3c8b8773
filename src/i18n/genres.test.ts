import { describe, expect, it } from 'vitest';
import en from '../locales/en.json';
import tr from '../locales/tr.json';
import { GENRES, categoryPath, genreFromCategoryParam, genreMessageId, genreSlug } from './genres';

describe('GENRES', () => {
  it('is the fixed list of 16 in the agreed order', () => {
    expect(GENRES).toHaveLength(16);
    expect(new Set(GENRES).size).toBe(16);
    expect(GENRES[0]).toBe('Fantasy');
    expect(GENRES[15]).toBe('Poetry');
  });

  it('has a translated name in both languages for every genre, and no extra genre ids', () => {
    const ids = GENRES.map((name) => `genre.${genreSlug(name)}`).sort();
    const inCatalogue = (messages: Record<string, string>) =>
      Object.keys(messages)
        .filter((id) => id.startsWith('genre.'))
        .sort();
    expect(inCatalogue(en)).toEqual(ids);
    expect(inCatalogue(tr)).toEqual(ids);
  });

  it('gives the English catalogue the genre names themselves', () => {
    const messages: Record<string, string> = en;
    for (const name of GENRES) expect(messages[`genre.${genreSlug(name)}`]).toBe(name);
  });
});

describe('genreSlug', () => {
  it.each([
    ['Fantasy', 'fantasy'],
    ['Science Fiction', 'science_fiction'],
    ["Children's", 'childrens'],
    ['Children’s', 'childrens'],
    ['Self-Help', 'self_help'],
    ['  Young   Adult ', 'young_adult'],
    ['Café Noir', 'cafe_noir'],
  ])('%s -> %s', (name, slug) => {
    expect(genreSlug(name)).toBe(slug);
  });
});

describe('genreMessageId', () => {
  it('finds known genres whatever their case', () => {
    expect(genreMessageId('Science Fiction')).toBe('genre.science_fiction');
    expect(genreMessageId('self-help')).toBe('genre.self_help');
    expect(genreMessageId("children's")).toBe('genre.childrens');
  });

  it('returns undefined for a genre outside the fixed list', () => {
    expect(genreMessageId('Cookbooks')).toBeUndefined();
    expect(genreMessageId('')).toBeUndefined();
  });
});

describe('categoryPath', () => {
  it('lowercases and encodes the name', () => {
    expect(categoryPath('Science Fiction')).toBe('/category/science%20fiction');
    expect(categoryPath("Children's")).toBe("/category/children's");
    expect(categoryPath('Self-Help')).toBe('/category/self-help');
  });
});

describe('genreFromCategoryParam', () => {
  it.each([
    ['fantasy', 'Fantasy'],
    ['science%20fiction', 'Science Fiction'],
    ['science fiction', 'Science Fiction'],
    ['historical%20fiction', 'Historical Fiction'],
    ["children's", "Children's"],
    ['children%27s', "Children's"],
    ['self-help', 'Self-help'],
    ['YOUNG adult', 'Young Adult'],
    ['  young%20%20adult ', 'Young Adult'],
    ['100%', '100%'],
    ['', ''],
  ])('%s -> %s', (param, genre) => {
    expect(genreFromCategoryParam(param)).toBe(genre);
  });

  it('round-trips every fixed genre through its route, up to case', () => {
    for (const name of GENRES) {
      const param = categoryPath(name).slice('/category/'.length);
      expect(genreFromCategoryParam(param).toLowerCase()).toBe(name.toLowerCase());
    }
  });
});
