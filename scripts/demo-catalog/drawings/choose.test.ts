import { describe, expect, it } from 'vitest';
import { buildCatalog } from '../build';
import { drawingNameFor } from './choose';

const { seeded, pool, essentials } = buildCatalog();
const everyProduct = [...seeded, ...pool, ...essentials];
const byTitle = (title: string) => {
  const product = everyProduct.find((p) => p.title === title);
  if (!product) throw new Error(`No demo product titled ${title}`);
  return product;
};

describe('the drawing of each demo product', () => {
  it('is a drawing of its kind for every product, never the plain fallback carton', () => {
    const unmatched = everyProduct.filter((p) => drawingNameFor(p) === 'fallback').map((p) => p.title);
    expect(unmatched).toEqual([]);
  });

  it('draws products of one kind alike, and tells apart names that share a word', () => {
    const cases: [string, string][] = [
      ['Pampers Swaddlers Diapers, Size 1, 84 Count', 'diaperPack'],
      ['Desitin Maximum Strength Diaper Rash Paste, 4 oz', 'tube'],
      ['Skip Hop Forma Diaper Backpack, Black', 'backpack'],
      ['Baby Jogger City Mini GT2 Stroller, Jet', 'stroller'],
      ['Essie Nail Polish, Ballet Slippers', 'nailPolish'],
      ["Dearfoams Women's Fireside Sydney Shearling Slipper, Chestnut", 'clog'],
      ['Quilted Northern Ultra Plush Toilet Paper, 18 Mega Rolls', 'rolls'],
      ['Squishmallows Original Plush, 12 Inch, Cam the Cat', 'plush'],
      ['Ray-Ban RB2132 New Wayfarer Sunglasses, Black', 'sunglasses'],
      ['Libbey Classic Drinking Glasses, Set of 16', 'glasses'],
      ['Weber Original Kettle Premium Charcoal Grill, 22 Inch', 'grill'],
      ['Chefman Electric Kettle with Temperature Control, 1.7 Liter', 'kettle'],
      ['Tide Original Liquid Laundry Detergent, 92 fl oz', 'detergentJug'],
      ['Goodnight Moon (Board Book)', 'book'],
      ['Harry Potter Box Set, Books 1-7 (Paperback)', 'bookSet'],
    ];
    for (const [title, drawing] of cases) expect(drawingNameFor(byTitle(title)), title).toBe(drawing);
  });
});
