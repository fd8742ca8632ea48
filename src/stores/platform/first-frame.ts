import { atom, onMount } from 'nanostores';
import { onStoreReset } from '../store-reset';

/**
 * How long a page without frames (a hidden tab, where the browser runs no animation frames) waits
 * before what waits for the first frame runs anyway; a visible page looks again after as long.
 */
export const FIRST_FRAME_FALLBACK_MS = 200;

/**
 * True once the page's first frame has been rendered ({@link afterFirstFrame}), for views: what a
 * view writes that the first frame does not show (the document's title) waits for it.
 */
export const $firstFrameRendered = atom(false);

let afterFrame: Promise<void> | undefined;
/** Which page's stores a wait belongs to: a reset starts a new page, whose waits are its own. */
let page = 0;

/**
 * Resolves in the first task after the page's next frame has been rendered (a frame callback,
 * then a task queued from it), once per page: what a reload's first frame does not need (the
 * start-up calls that revalidate the tab's cache, connection hints) waits for it, so that it
 * neither delays that frame nor runs inside it. Without animation frames (Node, a hidden tab) it
 * resolves after {@link FIRST_FRAME_FALLBACK_MS}.
 */
export function afterFirstFrame(): Promise<void> {
  afterFrame ??= new Promise((resolve) => {
    const mine = page;
    // What waited on a page the stores have left (a test's reset) never runs.
    const done = () => {
      if (mine !== page) return;
      $firstFrameRendered.set(true);
      resolve();
    };
    // A visible page gets its frame, however long a loaded machine takes to render it: the
    // fallback is for a page the browser renders no frames for (hidden, or none at all).
    const frameless = () => typeof document === 'undefined' || document.visibilityState !== 'visible';
    let fallback: ReturnType<typeof setTimeout>;
    const fallBack = () => {
      if (frameless()) done();
      else fallback = setTimeout(fallBack, FIRST_FRAME_FALLBACK_MS);
    };
    fallback = setTimeout(fallBack, FIRST_FRAME_FALLBACK_MS);
    if (typeof requestAnimationFrame !== 'function') return;
    requestAnimationFrame(() => {
      clearTimeout(fallback);
      setTimeout(done, 0);
    });
  });
  return afterFrame;
}

// A new page has not rendered its first frame.
onStoreReset('session', () => {
  afterFrame = undefined;
  // Stryker disable next-line AssignmentOperator: any change of the page makes the waits before it stale
  page += 1;
  $firstFrameRendered.set(false);
});

// A view that follows it starts the wait, if nothing of the page's start has.
onMount($firstFrameRendered, () => void afterFirstFrame());
