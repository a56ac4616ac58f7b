import { describe, expect, it } from 'vitest';
import { addKeywords, cleanKeyword, parseKeywords } from './keywords';

describe('keyword parsing', () => {
  it('splits on commas and trims each keyword', () => {
    expect(parseKeywords('  baby wipes , stroller,crib ')).toEqual(['baby wipes', 'stroller', 'crib']);
  });

  it('removes surrounding quotes and every non-word, non-space character', () => {
    expect(cleanKeyword('"baby monitor"')).toBe('baby monitor');
    expect(cleanKeyword("'lego'")).toBe('lego');
    expect(cleanKeyword("kid's #1 toy!!")).toBe('kids 1 toy');
    expect(cleanKeyword('snack_box')).toBe('snack_box');
    expect(cleanKeyword('crème brûlée')).toBe('crème brûlée');
  });

  it('drops empties, including keywords made only of symbols', () => {
    expect(parseKeywords(',, ,"",!!!,toys,')).toEqual(['toys']);
  });

  it('skips duplicates, ignoring case, and keeps the existing order', () => {
    expect(addKeywords(['Toys'], 'toys, books, BOOKS, puzzles')).toEqual(['Toys', 'books', 'puzzles']);
  });

  it('adds nothing for empty input', () => {
    expect(addKeywords(['toys'], '   ')).toEqual(['toys']);
  });
});
