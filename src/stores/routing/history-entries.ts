/** The key under which the shell numbers its history entries in `history.state`. */
const ENTRY_INDEX_KEY = 'portalShellEntry';

/** The shell's number of a history entry, from its state; null for an entry the shell did not number. */
export function entryIndex(state: unknown): number | null {
  const value = state !== null && typeof state === 'object' ? (state as Record<string, unknown>)[ENTRY_INDEX_KEY] : undefined;
  return typeof value === 'number' && Number.isInteger(value) ? value : null;
}

/** The entry's state with the shell's number in it, keeping whatever else the host page keeps there. */
export function withEntryIndex(state: unknown, index: number): Record<string, unknown> {
  return { ...(state !== null && typeof state === 'object' ? (state as Record<string, unknown>) : {}), [ENTRY_INDEX_KEY]: index };
}

/** Where the guard stands when the browser reports a move through the tab's history. */
export interface HistoryGuardState {
  /** The number of the entry the shell is on. */
  position: number;
  /** This move is the guard's own undoing of a move: it is swallowed. */
  reverting: boolean;
  /** This move is the one the person confirmed with Leave: it is let through. */
  allowNext: boolean;
  /** Unsaved changes are waiting somewhere in the portal. */
  dirty: boolean;
}

/** What the guard does with one move (a `popstate`) through the tab's history. */
export type HistoryMove =
  /** The guard's own undoing: nobody else hears of it. */
  | { kind: 'swallow' }
  /** An entry the shell did not make (the host's router, a link to a hash): followed and numbered as the next one. */
  | { kind: 'adopt'; index: number }
  /** A move the shell lets through: it is now on entry `index`. */
  | { kind: 'follow'; index: number }
  /** A move away from unsaved changes: undone at once (`-steps`), and made again (`steps`) on Leave. */
  | { kind: 'ask'; steps: number };

/**
 * The back / forward rule: the browser has already moved, so a move away from unsaved changes is
 * undone and the person asked. Each entry carries its number, so a move is measured by how far it
 * went (several entries at once too), even past entries the host page added itself.
 */
export function historyMove(guard: HistoryGuardState, arrivedAt: number | null): HistoryMove {
  if (guard.reverting) return { kind: 'swallow' };
  if (arrivedAt === null) return { kind: 'adopt', index: guard.position + 1 };
  const steps = arrivedAt - guard.position;
  if (guard.allowNext || !guard.dirty || steps === 0) return { kind: 'follow', index: arrivedAt };
  return { kind: 'ask', steps };
}
