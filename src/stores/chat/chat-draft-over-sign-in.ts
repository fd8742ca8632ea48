import { chatDraftKey } from './chat-draft-waiting';

/** How long a question waits for its sign-in round trip, ms. */
export const KEPT_DRAFT_MAX_AGE_MS = 30 * 60_000;
/** The longest question kept, characters. */
export const KEPT_DRAFT_MAX_LENGTH = 4000;

/** A question kept in the tab's sessionStorage while its author signs in. */
export interface KeptDraft {
  version: 1;
  text: string;
  /** The sign-in round trip it waits for: its id is in the address of that trip's return only. */
  trip: string;
  /** When it was kept (ms since the epoch). */
  savedAt: number;
  /** Who was signed in when it was kept: null for a signed-out visitor. */
  userId: string | null;
}

/**
 * What is kept of a value read back from storage: a question of this version, of text within the
 * limit, kept in the last half hour; anything else (broken, foreign, stale, from the future) is null.
 */
export function parseKeptDraft(value: unknown, now: number): KeptDraft | null {
  if (typeof value !== 'object' || value === null) return null;
  const { version, text, trip, savedAt, userId } = value as Record<string, unknown>;
  if (version !== 1 || typeof text !== 'string' || text.trim() === '' || text.length > KEPT_DRAFT_MAX_LENGTH) return null;
  if (typeof trip !== 'string' || trip === '') return null;
  if (typeof savedAt !== 'number' || !Number.isFinite(savedAt) || savedAt > now || now - savedAt > KEPT_DRAFT_MAX_AGE_MS) return null;
  if (userId !== null && typeof userId !== 'string') return null;
  return { version, text, trip, savedAt, userId };
}

/**
 * The question to put back for the person now signed in (`userId`, null when nobody is) on a page
 * back from the round trip `trip` (null when the page is not back from a chat's Sign in): only on
 * the return of the round trip its own Sign in started, so a visitor who left the sign-in half
 * way does not hand it to whoever signs in next in the tab; and only a question kept by a
 * signed-out visitor or by the same person, never another person's.
 */
export function draftFor(kept: KeptDraft | null, userId: string | null, trip: string | null): string | null {
  if (kept === null || trip === null || kept.trip !== trip) return null;
  return kept.userId === null || kept.userId === userId ? kept.text : null;
}

function storage(): Storage | undefined {
  try {
    return globalThis.sessionStorage;
  } catch {
    return undefined;
  }
}

const pageKey = () => chatDraftKey(typeof location === 'undefined' ? '/' : location.pathname);

const newTrip = () => Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');

/**
 * Keeps the question in the field for this page of the tab while its author signs in. Returns the
 * id of the round trip it waits for (the Sign in puts it in the page to come back to), or
 * undefined when nothing was kept.
 */
export function keepDraftForSignIn(text: string, userId: string | null): string | undefined {
  if (text.trim() === '') return undefined;
  const kept: KeptDraft = { version: 1, text: text.slice(0, KEPT_DRAFT_MAX_LENGTH), trip: newTrip(), savedAt: Date.now(), userId };
  try {
    storage()?.setItem(pageKey(), JSON.stringify(kept));
  } catch {
    // Full or blocked storage: the question is lost with the page, as before.
    return undefined;
  }
  return kept.trip;
}

/** Forgets the kept question of this page (it was put back, or sent). */
export function forgetKeptDraft(): void {
  try {
    storage()?.removeItem(pageKey());
  } catch {
    // Blocked storage holds nothing.
  }
}

/**
 * Reads, checks and forgets this page's kept question: what to put back for `userId` on a page back
 * from the round trip `trip` (see {@link draftFor}), or null.
 */
export function takeKeptDraft(userId: string | null, trip: string | null): string | null {
  let raw: string | null | undefined;
  try {
    raw = storage()?.getItem(pageKey());
  } catch {
    raw = null;
  }
  if (raw == null) return null;
  forgetKeptDraft();
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  return draftFor(parseKeptDraft(value, Date.now()), userId, trip);
}
