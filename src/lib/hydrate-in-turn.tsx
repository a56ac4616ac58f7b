import { Suspense, useState, type ReactNode } from 'react';

/**
 * Hydration a few elements per task. Preact hydrates an island in one task, and on a phone a
 * grid of deal cards is a long one (decision 11). An element wrapped in HydrateInTurn keeps the
 * server's markup (links work, nothing moves) and is hydrated in a later task, in page order, a
 * few per task: Preact resumes a hydration suspended by a thrown promise under a <Suspense>.
 * Each element has a boundary of its own (a boundary resumes only once all it holds have settled),
 * and must render one root element (Preact keeps one DOM node while suspended).
 */

/** Elements hydrated per task. */
const PER_TASK = 2;

const waiting: Array<() => void> = [];
let draining = false;

function drain(): void {
  for (const resolve of waiting.splice(0, PER_TASK)) resolve();
  if (waiting.length > 0) setTimeout(drain, 0);
  else draining = false;
}

/** A promise fulfilled in a task of its own turn, after every turn asked for before it. */
function nextTurn(): Promise<void> {
  return new Promise((resolve) => {
    waiting.push(resolve);
    if (draining) return;
    draining = true;
    setTimeout(drain, 0);
  });
}

interface Props {
  /** True while the island hydrates the server's markup (on its first render); false for elements mounted later. */
  hydrating: boolean;
  children: ReactNode;
}

/** Hydrates its one root element in a later task when `hydrating` on its first render; renders at once otherwise. */
export function HydrateInTurn(props: Props) {
  return (
    <Suspense fallback={null}>
      <WaitForTurn {...props} />
    </Suspense>
  );
}

function WaitForTurn({ hydrating, children }: Props) {
  // Asked for once, on the first render; `done` turns true when the turn comes.
  const [turn] = useState(() => {
    if (!hydrating || typeof window === 'undefined') return null;
    const state = { promise: nextTurn(), done: false };
    void state.promise.then(() => (state.done = true));
    return state;
  });
  // Thrown to the <Suspense> above: Preact keeps the server's DOM and renders again once it settles.
  // eslint-disable-next-line @typescript-eslint/only-throw-error
  if (turn && !turn.done) throw turn.promise;
  return <>{children}</>;
}
