/**
 * The tab's sessionStorage key of a chat question kept over a sign-in round trip, one per page (its
 * path): a question typed on one page never turns up on another.
 */
export function chatDraftKey(pathname: string): string {
  return `portal-shell:chat-draft:${pathname}`;
}

/** Whether this page of the tab has a question waiting from before a sign-in (the chat then loads at once). */
export function chatDraftWaiting(): boolean {
  try {
    return globalThis.sessionStorage?.getItem(chatDraftKey(location.pathname)) != null;
  } catch {
    return false;
  }
}
