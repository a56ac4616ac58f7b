/** The parts of a Chromium trace event the keystroke measure reads. */
export interface TraceEvent {
  name: string;
  ph: string;
  args?: { data?: { interactionId?: number; duration?: number; type?: string; timeStamp?: number } };
}

/**
 * Keyboard interactions in a trace, in order: every EventTiming event of one interaction
 * (keydown, keypress, keyup) shares an interactionId; its latency is the longest duration,
 * from the key event to the next frame presented (what the Performance panel shows as INP).
 */
export function keyInteractions(events: TraceEvent[]): { interactionId: number; ms: number; at: number }[] {
  const byId = new Map<number, { ms: number; at: number }>();
  for (const e of events) {
    const d = e.args?.data;
    if (e.name !== 'EventTiming' || e.ph !== 'b' || !d?.interactionId || !/^key/.test(d.type ?? '')) continue;
    const seen = byId.get(d.interactionId);
    const ms = d.duration ?? 0;
    const at = d.timeStamp ?? 0;
    byId.set(d.interactionId, { ms: Math.max(ms, seen?.ms ?? 0), at: Math.min(at, seen?.at ?? at) });
  }
  return [...byId].map(([interactionId, v]) => ({ interactionId, ...v })).sort((a, b) => a.at - b.at);
}

/** Pointer interactions (a click: pointerdown, pointerup, click) in a trace, in order, with their latency to the next paint. */
export function clickInteractions(events: TraceEvent[]): { interactionId: number; ms: number; at: number }[] {
  const byId = new Map<number, { ms: number; at: number }>();
  for (const e of events) {
    const d = e.args?.data;
    if (e.name !== 'EventTiming' || e.ph !== 'b' || !d?.interactionId || !/^(pointer|click|mouse)/.test(d.type ?? ''))
      continue;
    const seen = byId.get(d.interactionId);
    const ms = d.duration ?? 0;
    const at = d.timeStamp ?? 0;
    byId.set(d.interactionId, { ms: Math.max(ms, seen?.ms ?? 0), at: Math.min(at, seen?.at ?? at) });
  }
  return [...byId].map(([interactionId, v]) => ({ interactionId, ...v })).sort((a, b) => a.at - b.at);
}
