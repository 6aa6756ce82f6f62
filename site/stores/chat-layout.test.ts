import { describe, expect, it } from 'vitest';
import { type ChatWindow, chatWindows, parseWindows } from './chat-layout';

const apply = (...steps: [type: 'open' | 'close' | 'minimize' | 'toggle', recipientId: number][]) =>
  steps.reduce<ChatWindow[]>((windows, [type, recipientId]) => chatWindows(windows, { type, recipientId }), []);

const summary = (windows: ChatWindow[]) =>
  windows.map((w) => [w.recipientId, w.isMinimized, w.position.right, w.position.bottom]);

describe('chat windows (spec §4, §9)', () => {
  it('stacks new windows leftward from 20 px off the bottom-right, 320 px wide with 20 px gaps', () => {
    expect(summary(apply(['open', 1], ['open', 2], ['open', 3]))).toEqual([
      [1, false, 20, 20],
      [2, false, 360, 20],
      [3, false, 700, 20],
    ]);
  });

  it('opening one already open moves it to the end, restores it and lays the rest out again', () => {
    const windows = apply(['open', 1], ['open', 2], ['open', 3], ['minimize', 1], ['open', 1]);
    expect(summary(windows)).toEqual([
      [2, false, 20, 20],
      [3, false, 360, 20],
      [1, false, 700, 20],
    ]);
  });

  it('closing removes the window and moves the others into its place', () => {
    expect(summary(apply(['open', 1], ['open', 2], ['open', 3], ['close', 1]))).toEqual([
      [2, false, 20, 20],
      [3, false, 360, 20],
    ]);
    expect(apply(['open', 1], ['close', 9])).toEqual(apply(['open', 1]));
  });

  it('minimize toggles and keeps the place', () => {
    expect(summary(apply(['open', 1], ['open', 2], ['minimize', 1]))).toEqual([
      [1, true, 20, 20],
      [2, false, 360, 20],
    ]);
    expect(summary(apply(['open', 1], ['minimize', 1], ['minimize', 1]))).toEqual([[1, false, 20, 20]]);
  });

  it('toggle restores a minimized window, closes an open one and opens a missing one', () => {
    expect(summary(apply(['open', 1], ['open', 2], ['minimize', 1], ['toggle', 1]))).toEqual([
      [1, false, 20, 20],
      [2, false, 360, 20],
    ]);
    expect(summary(apply(['open', 1], ['open', 2], ['toggle', 1]))).toEqual([[2, false, 20, 20]]);
    expect(summary(apply(['open', 1], ['toggle', 2]))).toEqual([
      [1, false, 20, 20],
      [2, false, 360, 20],
    ]);
  });

  it('reads back what was kept, and nothing from a damaged or foreign value', () => {
    const kept = JSON.stringify(apply(['open', 4], ['open', 5], ['minimize', 5]));
    expect(summary(parseWindows(kept))).toEqual([
      [4, false, 20, 20],
      [5, true, 360, 20],
    ]);
    expect(parseWindows('{not json')).toEqual([]);
    expect(parseWindows('{"recipientId":1}')).toEqual([]);
    expect(summary(parseWindows('[{"recipientId":"<x>"},{"recipientId":7},{"recipientId":7}]'))).toEqual([[7, false, 20, 20]]);
    expect(parseWindows(null)).toEqual([]);
  });
});
