import { setPersistentEngine } from '@nanostores/persistent';
import { describe, expect, it, vi } from 'vitest';
import { MAX_SAVED } from '../rules/saved-deals';
import { parseSavedList } from './saved-list';

const noEvents = { addEventListener() {}, removeEventListener() {} };

/** localStorage as the persistence library sees it (keys as properties); `full` makes every write throw, as full storage does. */
function fakeStorage(initial: Record<string, string> = {}, full = false): Record<string, string> {
  const items = { ...initial };
  if (!full) return items;
  const deny = () => {
    throw new DOMException('denied', 'QuotaExceededError');
  };
  return new Proxy(items, { set: deny, deleteProperty: deny });
}

/** The store as a fresh page load would see it, over `storage`. */
async function loadStore(storage: Record<string, string>) {
  vi.resetModules();
  setPersistentEngine(storage, noEvents);
  return import('./saved.store');
}

const asin = (n: number) => `B0${String(n).padStart(8, '0')}`;
const deal = (n: number) => ({ asin: asin(n), title: `Deal ${n}`, imageUrl: `https://img.test/${n}.jpg` });

describe('saved deals store', () => {
  it('saves a deal newest first with its time, and keeps it across page loads', async () => {
    const storage = fakeStorage();
    const store = await loadStore(storage);
    store.toggleSaved(deal(1), new Date('2026-11-20T10:00:00Z'));
    store.toggleSaved(deal(2), new Date('2026-11-20T11:00:00Z'));
    expect(store.$savedDeals.get().map((d) => d.asin)).toEqual([asin(2), asin(1)]);
    const again = await loadStore(storage);
    expect(again.$savedDeals.get()).toEqual([
      { ...deal(2), savedAt: '2026-11-20T11:00:00.000Z' },
      { ...deal(1), savedAt: '2026-11-20T10:00:00.000Z' },
    ]);
  });

  it('removes a deal by toggling it again or by removeSaved', async () => {
    const storage = fakeStorage();
    const store = await loadStore(storage);
    for (const n of [1, 2, 3]) store.toggleSaved(deal(n));
    store.toggleSaved(deal(2));
    store.removeSaved(asin(3));
    expect(store.$savedDeals.get().map((d) => d.asin)).toEqual([asin(1)]);
    expect((await loadStore(storage)).$savedDeals.get().map((d) => d.asin)).toEqual([asin(1)]);
  });

  it(`keeps at most ${MAX_SAVED} deals, dropping the oldest`, async () => {
    const store = await loadStore(fakeStorage());
    for (let n = 1; n <= MAX_SAVED + 5; n++) store.toggleSaved(deal(n));
    const list = store.$savedDeals.get();
    expect(list).toHaveLength(MAX_SAVED);
    expect(list[0].asin).toBe(asin(MAX_SAVED + 5));
    expect(list.some((d) => d.asin === asin(5))).toBe(false);
    expect(list.some((d) => d.asin === asin(6))).toBe(true);
  });

  it('starts empty from broken JSON and saves over it', async () => {
    const storage = fakeStorage({ savedDeals: '{not json' });
    const store = await loadStore(storage);
    expect(store.$savedDeals.get()).toEqual([]);
    store.toggleSaved(deal(1));
    expect(JSON.parse(storage.savedDeals)).toEqual([expect.objectContaining(deal(1))]);
  });

  it('reads a list saved before, under the same key and format', async () => {
    const saved = [{ ...deal(1), savedAt: '2026-11-20T10:00:00.000Z' }];
    const store = await loadStore(fakeStorage({ savedDeals: JSON.stringify(saved) }));
    expect(store.$savedDeals.get()).toEqual(saved);
  });

  it('does not break the page when storage refuses to be written', async () => {
    const storage = fakeStorage({}, true);
    const store = await loadStore(storage);
    expect(store.$savedDeals.get()).toEqual([]);
    expect(() => store.toggleSaved(deal(1))).not.toThrow();
  });
});

describe('parseSavedList', () => {
  it('drops entries of the wrong shape, bad ASINs and repeats', () => {
    const good = { ...deal(1), savedAt: '2026-11-20T10:00:00.000Z' };
    const raw = JSON.stringify([good, { ...good }, { ...deal(2), asin: 'nope' }, { asin: asin(3) }, 42, null]);
    expect(parseSavedList(raw)).toEqual([good]);
  });

  it('reads anything but a list as empty', () => {
    for (const raw of [null, '', 'null', '{}', '"text"', '[']) expect(parseSavedList(raw)).toEqual([]);
  });
});

describe('syncSaved', () => {
  const viewOf = (n: number) => ({ ...deal(n), savedAt: '2026-11-20T10:00:00.000Z', state: 'ended', deal: null });

  /** The store over `storage`, with the server's calls answered by `server`. */
  async function storeWithServer(storage: Record<string, string>, server: Record<string, unknown>) {
    vi.doMock('../lib/saved-server', () => server);
    return loadStore(storage);
  }

  it('adds the browser list to the server once (the union), then takes the server list as the truth', async () => {
    const storage = fakeStorage({ savedDeals: JSON.stringify([{ ...deal(1), savedAt: '2026-11-20T09:00:00.000Z' }]) });
    const sendSaved = vi.fn(async () => [viewOf(1), viewOf(2)]);
    const fetchSaved = vi.fn(async () => [viewOf(2)]);
    const store = await storeWithServer(storage, { savedListToken: () => 'device-token', sendSaved, fetchSaved });

    expect(await store.syncSaved()).toHaveLength(2);
    expect(sendSaved).toHaveBeenCalledWith('device-token', [expect.objectContaining({ asin: asin(1) })]);
    expect(store.$savedDeals.get().map((d) => d.asin)).toEqual([asin(1), asin(2)]);

    // Merged: later visits read the server's list, which replaces the browser's.
    await store.syncSaved();
    expect(sendSaved).toHaveBeenCalledTimes(1);
    expect(fetchSaved).toHaveBeenCalledWith('device-token');
    expect(store.$savedDeals.get().map((d) => d.asin)).toEqual([asin(2)]);
  });

  it('leaves the list in the browser when the device has no token', async () => {
    const storage = fakeStorage({ savedDeals: JSON.stringify([{ ...deal(1), savedAt: '2026-11-20T09:00:00.000Z' }]) });
    const store = await storeWithServer(storage, { savedListToken: () => null });
    expect(await store.syncSaved()).toBeNull();
    expect(store.$savedDeals.get().map((d) => d.asin)).toEqual([asin(1)]);
  });
});
