import { describe, expect, it } from 'vitest';
import { keyInteractions, type TraceEvent } from './trace-events';

const timing = (interactionId: number, type: string, duration: number, timeStamp: number, ph = 'b'): TraceEvent => ({
  name: 'EventTiming',
  ph,
  args: { data: { interactionId, type, duration, timeStamp } },
});

describe('keyInteractions', () => {
  it('gives one latency per key interaction, the longest of its events, in time order', () => {
    const events = [
      timing(9, 'keydown', 8, 2000),
      timing(5, 'keydown', 30, 1000),
      timing(5, 'keypress', 42, 1000.5),
      timing(5, 'keyup', 12, 1090),
      timing(9, 'keyup', 6, 2080),
    ];
    expect(keyInteractions(events).map(({ interactionId, ms }) => ({ interactionId, ms }))).toEqual([
      { interactionId: 5, ms: 42 },
      { interactionId: 9, ms: 8 },
    ]);
  });

  it('ignores events that are not key interactions or not the start of an EventTiming', () => {
    const events = [
      timing(0, 'input', 300, 1000),
      timing(0, 'keydown', 300, 1000),
      timing(7, 'pointerdown', 120, 1100),
      timing(5, 'keydown', 400, 1200, 'e'),
      { name: 'EventDispatch', ph: 'X', args: { data: { type: 'keydown', interactionId: 3, duration: 99 } } },
      timing(5, 'keydown', 16, 1200),
    ];
    expect(keyInteractions(events).map((x) => x.ms)).toEqual([16]);
  });
});
