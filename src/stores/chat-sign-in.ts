import { computed, type ReadableAtom } from 'nanostores';
import type { HostParams } from '../config/resolve-environment';
import { takeKeptDraft } from './chat-draft-keeper';
import { adoptHostParams } from './environment';
import { $originRefused } from './origin-refusal';
import { $session, initializeLogin, parseFromAuth, standaloneElementStarted } from './session';
import { onStoreReset } from './store-reset';

/**
 * Whether the visitor can ask the chat, as far as the page knows before any question: signed in,
 * signed out (the chat says so and offers Sign in), on a site the backend refuses (it says so; no
 * Sign in, which would not help), or not known yet.
 */
export type ChatAccess = 'unknown' | 'signed-in' | 'signed-out' | 'refused';

/** The chat's access on this page, from the page's session and the backend's refusal of its origin. */
export const $chatAccess: ReadableAtom<ChatAccess> = computed([$session, $originRefused], (session, refused): ChatAccess => {
  if (refused || session.originRefused === true) return 'refused';
  if (session.status === 'authenticated') return 'signed-in';
  // The auth server did not answer: nobody knows whether the visitor is signed in (a question then says what fails).
  if (session.status === 'unauthenticated' && session.unreachable !== true) return 'signed-out';
  return 'unknown';
});

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
  void initializeLogin(parseFromAuth(typeof location === 'undefined' ? '' : location.search));
}

/**
 * Once the page knows who is signed in, hands `restore` the question this page kept over a sign-in
 * round trip (for that person or a signed-out visitor only; see chat-draft-keeper.ts). Returns
 * the function that stops waiting.
 */
export function restoreKeptDraft(restore: (text: string) => void): () => void {
  let done = false;
  return $session.subscribe(({ status, user, revalidating }) => {
    if (done || status === 'initializing' || revalidating === true) return;
    done = true;
    const text = takeKeptDraft(status === 'authenticated' ? (user?.userId ?? null) : null);
    if (text !== null) restore(text);
  });
}

onStoreReset('session', () => {
  checked = false;
});
