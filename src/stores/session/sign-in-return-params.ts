import { onStoreReset } from '../store-reset';

/**
 * The query parameter a chat's Sign in adds to the page to come back to: the id of the round trip
 * its question is kept for (chat-draft-keeper.ts). Only the return of that round trip carries it.
 */
export const CHAT_TRIP_PARAMETER = 'portal-chat-trip';

/** The query parameters a return from the identity server adds to the page's address. */
const SIGN_IN_RETURN_PARAMETERS = ['fromauth', 'initialurl', CHAT_TRIP_PARAMETER] as const;

/** The longest round-trip id read from an address; anything longer is no id of ours. */
const MAX_TRIP_LENGTH = 64;

/** What an address says of a return from the identity server. */
export interface SignInReturnSeen {
  /** `fromauth=true`: the page is back from signing in. */
  fromAuth: boolean;
  /** The round trip a chat's Sign in started, when the page is back from it; else null. */
  chatTrip: string | null;
}

/** Reads what `href` says of a return from the identity server (see {@link SignInReturnSeen}). */
export function readSignInReturn(href: string): SignInReturnSeen {
  const params = new URL(href).searchParams;
  const fromAuth = params.get('fromauth')?.toLowerCase() === 'true';
  const trip = params.get(CHAT_TRIP_PARAMETER);
  const chatTrip = fromAuth && trip !== null && /^[0-9a-f]+$/.test(trip) && trip.length <= MAX_TRIP_LENGTH ? trip : null;
  return { fromAuth, chatTrip };
}

/** What the page's address said when the elements first read it (before tidying it). */
let seen: SignInReturnSeen | undefined;

/**
 * What the page's address said of a return from the identity server when the elements first read
 * it: read once per page, before {@link tidySignInReturn} takes the parameters away, so that a part
 * loaded later (the chat) still knows. Outside a browser: no return.
 */
export function signInReturnOnPage(): SignInReturnSeen {
  if (seen === undefined) seen = typeof location === 'undefined' ? { fromAuth: false, chatTrip: null } : readSignInReturn(location.href);
  return seen;
}

/**
 * The address without the parameters a return from the identity server added, or null when it
 * carries none (nothing to change). Everything else of the address stays as it is.
 */
export function withoutSignInReturn(href: string): string | null {
  const url = new URL(href);
  if (!SIGN_IN_RETURN_PARAMETERS.some((name) => url.searchParams.has(name))) return null;
  for (const name of SIGN_IN_RETURN_PARAMETERS) url.searchParams.delete(name);
  return url.href;
}

/**
 * Tidies the sign-in return out of a host page's address once the elements have read it, so the
 * host's own router and analytics see the page as it was. A `<portal-shell>` on the page reads and
 * tidies them itself (it restores the page they name), so they are left to it.
 */
export function tidySignInReturn(): void {
  if (typeof location === 'undefined') return;
  signInReturnOnPage();
  if (document.querySelector('portal-shell')) return;
  const next = withoutSignInReturn(location.href);
  // Stryker disable next-line StringLiteral: browsers ignore replaceState's title
  if (next !== null) history.replaceState(history.state, '', next);
}

onStoreReset('session', () => {
  seen = undefined;
});
