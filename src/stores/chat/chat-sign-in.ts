import { computed, type ReadableAtom } from 'nanostores';
import type { HostParams } from '../../config/resolve-environment';
import { keepDraftForSignIn, takeKeptDraft } from './chat-draft-over-sign-in';
import { adoptHostParams, browserNavigation, $originRefused } from '../platform/platform';
import { $session, initializeLogin, signInAddress, signInReturnOnPage, standaloneElementStarted } from '../session/session';
import { onStoreReset } from '../store-reset';

/**
 * Whether the visitor can ask the chat, as far as the page knows before any question: signed in,
 * signed out (the chat says so and offers Sign in), back from signing in and still signed out here
 * (`not-shared`: this site cannot see the portal's sign-in, its cookie is not sent to another
 * site; the chat says so, and offers no Sign in, which would only go round again), on a site the
 * backend refuses (it says so; no Sign in, which would not help), or not known yet.
 */
export type ChatAccess = 'unknown' | 'signed-in' | 'signed-out' | 'not-shared' | 'refused';

/** The chat's access on this page, from the page's session and the backend's refusal of its origin. */
export const $chatAccess: ReadableAtom<ChatAccess> = computed([$session, $originRefused], (session, refused): ChatAccess => {
  if (refused || session.originRefused === true) return 'refused';
  if (session.status === 'authenticated') return 'signed-in';
  // The auth server did not answer: nobody knows whether the visitor is signed in (a question then says what fails).
  if (session.status !== 'unauthenticated' || session.unreachable === true) return 'unknown';
  return chatAccessSignedOut(session.fromAuth);
});

/**
 * What a signed-out page tells the chat's visitor: signed out, or, on a page just back from
 * signing in (`fromauth`), that this site cannot share the portal's sign-in.
 */
export function chatAccessSignedOut(backFromSignIn: boolean): ChatAccess {
  return backFromSignIn ? 'not-shared' : 'signed-out';
}

let checked = false;

/**
 * The chat's own start on a page: its HostParamsJson (the `host-params-json` attribute), when given,
 * becomes the page's; and unless a shell or switcher started the portal, the page's sign-in is asked
 * once (GetUserData, as a standalone element: the page is never left), so a signed-out visitor
 * is told before typing.
 */
export function startChatSignIn(hostParams: HostParams): void {
  adoptHostParams(hostParams);
  if (checked) return;
  checked = true;
  if ($session.get().status !== 'initializing') return;
  standaloneElementStarted();
  // Read before the page's address was tidied: the chat loads after that.
  void initializeLogin(signInReturnOnPage().fromAuth);
}

/**
 * The chat's Sign in ({@link signInAddress}): the question in the field waits in the tab for the
 * return of this round trip, and only that (chat-draft-over-sign-in.ts).
 * @param draft - The question in the field.
 */
export function signInFromChat(draft: string): void {
  const trip = keepDraftForSignIn(draft, $session.get().user?.userId ?? null);
  browserNavigation.assign(signInAddress(trip));
}

/**
 * Once the page knows who is signed in, hands `restore` the question this page kept over the
 * sign-in round trip it is back from (for that person or a signed-out visitor only; see
 * chat-draft-over-sign-in.ts). Returns the function that stops waiting.
 */
export function restoreKeptDraft(restore: (text: string) => void): () => void {
  let done = false;
  return $session.subscribe(({ status, user, revalidating }) => {
    if (done || status === 'initializing' || revalidating === true) return;
    done = true;
    const text = takeKeptDraft(status === 'authenticated' ? (user?.userId ?? null) : null, signInReturnOnPage().chatTrip);
    if (text !== null) restore(text);
  });
}

onStoreReset('session', () => {
  checked = false;
});
