import { describe, expect, it } from 'vitest';
import { entryIndex, historyMove, withEntryIndex, type HistoryGuardState } from '../../../../src/stores/routing/history-entries';

const guard = (extra: Partial<HistoryGuardState> = {}): HistoryGuardState => ({ position: 3, reverting: false, allowNext: false, dirty: false, ...extra });

describe('numbering the shell’s history entries', () => {
  it('reads the shell’s number and nothing else as one', () => {
    expect(entryIndex(withEntryIndex(null, 4))).toBe(4);
    expect(entryIndex(null)).toBeNull();
    expect(entryIndex(undefined)).toBeNull();
    expect(entryIndex('portalShellEntry')).toBeNull();
    expect(entryIndex({ portalShellEntry: '4' })).toBeNull();
    expect(entryIndex({ portalShellEntry: 4.5 })).toBeNull();
  });

  it('keeps what the host page keeps in the entry’s state', () => {
    expect(withEntryIndex({ hostRoute: '/a', portalShellEntry: 1 }, 2)).toEqual({ hostRoute: '/a', portalShellEntry: 2 });
    expect(withEntryIndex('not an object', 0)).toEqual({ portalShellEntry: 0 });
  });
});

describe('a move through the tab’s history', () => {
  it('without unsaved changes is followed, however far it went', () => {
    expect(historyMove(guard(), 1)).toEqual({ kind: 'follow', index: 1 });
    expect(historyMove(guard(), 5)).toEqual({ kind: 'follow', index: 5 });
  });

  it('away from unsaved changes is undone and asked about, back or forward, by the distance it went', () => {
    expect(historyMove(guard({ dirty: true }), 1)).toEqual({ kind: 'ask', steps: -2 });
    expect(historyMove(guard({ dirty: true }), 4)).toEqual({ kind: 'ask', steps: 1 });
  });

  it('to the same entry (a hash link of the host) is followed even with unsaved changes', () => {
    expect(historyMove(guard({ dirty: true }), 3)).toEqual({ kind: 'follow', index: 3 });
  });

  it('confirmed with Leave is let through once', () => {
    expect(historyMove(guard({ dirty: true, allowNext: true }), 1)).toEqual({ kind: 'follow', index: 1 });
  });

  it('that is the guard’s own undoing is swallowed, whatever else holds', () => {
    expect(historyMove(guard({ dirty: true, reverting: true }), 1)).toEqual({ kind: 'swallow' });
    expect(historyMove(guard({ reverting: true }), null)).toEqual({ kind: 'swallow' });
  });

  it('to an entry the shell did not make is adopted as the next one, even with unsaved changes', () => {
    expect(historyMove(guard({ dirty: true }), null)).toEqual({ kind: 'adopt', index: 4 });
  });
});
