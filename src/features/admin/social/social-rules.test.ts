import { describe, expect, it } from 'vitest';
import { makeDeal } from '../../../../tests/support/wire-deals';
import {
  socialCandidates,
  socialCaption,
  socialLayout,
  socialPriceNote,
  socialRows,
  socialTitle,
  socialTitleLines,
  toggleSelection,
} from './social-rules';

describe('social media generator rules', () => {
  it('lists approved deals with at least 10% off, largest discount first', () => {
    const a = makeDeal({ isApproved: true, discountPercentage: 10 });
    const b = makeDeal({ isApproved: true, discountPercentage: 60 });
    const low = makeDeal({ isApproved: true, discountPercentage: 9 });
    const pending = makeDeal({ isApproved: false, discountPercentage: 70 });
    expect(socialCandidates([a, b, low, pending], '', '')).toEqual([b, a]);
  });

  it('applies the category and text filters and lists at most 50', () => {
    const toy = makeDeal({ isApproved: true, category: 'toys', title: 'Blocks' });
    const mug = makeDeal({ isApproved: true, category: 'kitchen', title: 'Mug' });
    expect(socialCandidates([toy, mug], 'toys', '')).toEqual([toy]);
    expect(socialCandidates([toy, mug], '', 'mug')).toEqual([mug]);
    const many = Array.from({ length: 60 }, () => makeDeal({ isApproved: true }));
    expect(socialCandidates(many, '', '')).toHaveLength(50);
  });

  it('selects up to 6 and refuses a seventh with the message', () => {
    let selected: string[] = [];
    for (const id of ['1', '2', '3', '4', '5', '6']) selected = toggleSelection(selected, id).selected;
    expect(toggleSelection(selected, '7')).toEqual({ selected, error: 'You can select up to 6 deals!' });
    expect(toggleSelection(selected, '3').selected).toEqual(['1', '2', '4', '5', '6']);
  });

  it('lays out 1 / 2 / 3 / 2x2 / 3+2 / 3x2', () => {
    expect([1, 2, 3, 4, 5, 6].map(socialLayout)).toEqual([[1], [2], [3], [2, 2], [3, 2], [3, 3]]);
    expect(socialRows(['a', 'b', 'c', 'd', 'e'])).toEqual([
      ['a', 'b', 'c'],
      ['d', 'e'],
    ]);
  });

  it("captions the post with each deal's page on our site and the disclosure", () => {
    const wipes = makeDeal({ asin: 'B0WIPES001', title: 'Baby Wipes, 720 Count', discountPercentage: 35 });
    const mug = makeDeal({ asin: 'B0MUG00001', title: 'Mug', discountPercentage: 20 });
    expect(socialCaption([wipes, mug], 'https://deals.example').split('\n')).toEqual([
      'Baby Wipes, 720 Count (35% off): https://deals.example/deal/B0WIPES001/baby-wipes-720-count',
      'Mug (20% off): https://deals.example/deal/B0MUG00001/mug',
      '',
      'As an Amazon Associate I earn from qualifying purchases.',
    ]);
  });

  it('notes the oldest price check of the deals shown, in New York time, on the image', () => {
    const now = new Date('2026-11-23T23:30:00Z');
    const fresh = makeDeal({ priceFetchedAt: '2026-11-23T23:02:00Z' });
    const older = makeDeal({ priceFetchedAt: '2026-11-23T19:15:00Z' });
    expect(socialPriceNote([fresh, older], now)).toBe('Prices as of 2:15 PM ET and may change');
    const yesterday = makeDeal({ priceFetchedAt: '2026-11-22T23:02:00Z' });
    expect(socialPriceNote([fresh, yesterday], now)).toBe('Prices as of Nov 22, 6:02 PM ET and may change');
    expect(socialPriceNote([], now)).toBe('');
  });

  it('ends a title cut to fit its lines with an ellipsis, at a word', () => {
    const title = 'Pampers Swaddlers Diapers, Size 1, 198 Count, Hypoallergenic Newborn Diapers with Wetness Indicator';
    // 200 px at 20 px: about 18 glyphs a line, 2 lines.
    const cut = socialTitle(title, 200, 20, 2);
    expect(cut).toBe('Pampers Swaddlers Diapers, Size 1…');
    expect(cut.length).toBeLessThanOrEqual(36);
    expect(socialTitle('Baby Wipes, 720 Count', 200, 20, 2)).toBe('Baby Wipes, 720 Count');
    expect(socialTitle(title, 900, 32, 3)).toBe(title);
    expect(socialTitle('  Soft   blanket  ', 200, 20, 2)).toBe('Soft blanket');
  });

  it('gives tall cards (2 and 3 deals side by side) more title lines', () => {
    expect(socialTitleLines(968, 910)).toBe(2);
    expect(socialTitleLines(470, 910)).toBe(3);
    expect(socialTitleLines(297, 910)).toBe(4);
  });
});
