// React's production build calls no <Profiler> onRender; it does tell a developer-tools hook about
// every commit (as the React DevTools extension sees production pages). This module installs a
// minimal hook, so it must be evaluated before react-dom: import it first.

type CommitListener = () => void;

const listeners = new Set<CommitListener>();

declare global {
  interface Window {
    __REACT_DEVTOOLS_GLOBAL_HOOK__?: unknown;
  }
}

window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
  supportsFiber: true,
  isDisabled: false,
  renderers: new Map(),
  inject: () => 1,
  checkDCE: () => {},
  // After the DOM changes and the layout effects of a commit, in production and development.
  onCommitFiberRoot: () => listeners.forEach((listener) => listener()),
  onCommitFiberUnmount: () => {},
  onPostCommitFiberRoot: () => {},
};

/** Calls `listener` after every React commit on this page; returns how to stop. */
export function onReactCommit(listener: CommitListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
