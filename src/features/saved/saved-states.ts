import { useEffect, useState } from 'react';
import type { Deal } from '../../schemas/deal';
import { forgetRefusedAddressToken, keepAddressToken } from '../../lib/saved-server';
import type { SavedDealView } from '../../schemas/saved';
import { syncSaved } from '../../stores/saved.store';
import { fetchLiveDeals } from './api';

/** What the server said of an ASIN: its live deal, ended, or not known (the read failed). */
export type LiveState = Deal | 'ended' | 'failed';

const stateOf = (view: SavedDealView): LiveState => view.deal ?? 'ended';

/** The live state of every saved ASIN, read once per ASIN (removing one reads nothing). */
function useLiveStates(asins: string[]): Record<string, LiveState> {
  const [states, setStates] = useState<Record<string, LiveState>>({});
  const missing = asins.filter((a) => !(a in states));
  const key = missing.join(',');
  useEffect(() => {
    if (!key) return;
    const wanted = key.split(',');
    let current = true;
    fetchLiveDeals(wanted).then(
      (live) =>
        current && setStates((s) => ({ ...s, ...Object.fromEntries(wanted.map((a) => [a, live.get(a) ?? 'ended'])) })),
      () => current && setStates((s) => ({ ...s, ...Object.fromEntries(wanted.map((a) => [a, 'failed'])) })),
    );
    return () => {
      current = false;
    };
  }, [key]);
  return states;
}

/**
 * The state of each saved deal, and whether the list is known (the server's, when it keeps this
 * device's list: one sync brings both lists together and answers every state). Otherwise, or when
 * that fails, the browser's list is looked up by ASIN. A mail link's token is kept first;
 * `linkRefused` when the server refused it (it is forgotten). Nothing is asked before `hydrated`.
 */
export function useSavedStates(
  hydrated: boolean,
  asins: string[],
): { states: Record<string, LiveState>; listKnown: boolean; linkRefused: boolean } {
  const [fromServer, setFromServer] = useState<Record<string, LiveState> | 'local' | null>(null);
  const [linkRefused, setLinkRefused] = useState(false);
  useEffect(() => {
    if (!hydrated) return;
    let current = true;
    keepAddressToken();
    syncSaved().then(
      (views) => current && setFromServer(views ? Object.fromEntries(views.map((v) => [v.asin, stateOf(v)])) : 'local'),
      (err: unknown) => {
        const refused = forgetRefusedAddressToken(err);
        if (!current) return;
        setLinkRefused(refused);
        setFromServer('local');
      },
    );
    return () => {
      current = false;
    };
  }, [hydrated]);
  const looked = useLiveStates(fromServer === 'local' ? asins : []);
  return {
    states: fromServer === 'local' ? looked : (fromServer ?? {}),
    listKnown: fromServer !== null,
    linkRefused,
  };
}
