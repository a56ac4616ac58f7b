import { describe, expect, it } from 'vitest';
import { getItemsInBatches, type ItemsBatch, type RetailerClient, type RetailerItem } from './retailer-client';
import { NOT_ELIGIBLE_MESSAGE, RetailerError } from './retailer-errors';

const asins = Array.from({ length: 25 }, (_, i) => `B0${String(i).padStart(8, '0')}`);
const item = (asin: string) => ({ asin }) as RetailerItem;

/** A retailer that returns every ASIN asked but the last of each call, failing the calls given. */
function retailer(fail: (call: number) => Error | null) {
  const calls: string[][] = [];
  const client: RetailerClient = {
    name: 'amazon',
    searchItems: () => Promise.resolve([]),
    async getItems(ids) {
      calls.push(ids);
      const error = fail(calls.length);
      if (error) throw error;
      return { items: [...ids.slice(0, -1).map(item), item('B0NOTASKED')], errors: [] };
    },
  };
  return { client, calls };
}

async function collect(client: RetailerClient): Promise<ItemsBatch[]> {
  const batches: ItemsBatch[] = [];
  for await (const batch of getItemsInBatches(client, asins)) batches.push(batch);
  return batches;
}

describe('getItemsInBatches', () => {
  it('asks 10 ASINs per call and yields only the items asked for', async () => {
    const { client, calls } = retailer(() => null);
    const batches = await collect(client);
    expect(calls.map((ids) => ids.length)).toEqual([10, 10, 5]);
    expect(batches.map((b) => ('items' in b ? b.items.map((i) => i.asin) : []))).toEqual(
      calls.map((ids) => ids.slice(0, -1)),
    );
  });

  it('goes on after a failed call, yielding its error', async () => {
    const unavailable = new RetailerError('unavailable', 'Retailer is unavailable, please try again later');
    const { client, calls } = retailer((call) => (call === 2 ? unavailable : null));
    const batches = await collect(client);
    expect(calls).toHaveLength(3);
    expect(batches[1]).toEqual({ asins: asins.slice(10, 20), error: unavailable });
    expect('items' in batches[2]).toBe(true);
  });

  it.each([
    ['the account is not eligible', new RetailerError('not_eligible', NOT_ELIGIBLE_MESSAGE)],
    ['sign-in is refused', new RetailerError('auth', 'Retailer rejected our credentials: InvalidClient')],
  ])('stops asking when %s, leaving every ASIN left with the error', async (_name, refusal) => {
    const { client, calls } = retailer((call) => (call === 2 ? refusal : null));
    const batches = await collect(client);
    expect(calls).toHaveLength(2);
    expect(batches).toHaveLength(2);
    expect(batches[1]).toEqual({ asins: asins.slice(10), error: refusal });
  });
});
