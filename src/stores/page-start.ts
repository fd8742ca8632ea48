import type { HostParams } from '../config/resolve-environment';
import { prefetchAccounts, loadDefinitions } from './access/access';
import { adoptHostParams, afterFirstFrame, removeRetiredKeys, clearStaleSessionKeys } from './platform/platform';
import { startErrorReporting } from './reporting/reporting';
import { $session, initializeLogin, parseFromAuth } from './session/session';

let started = false;

/**
 * Starts the portal once per page, however many elements ask: HostParamsJson from the host,
 * stale session keys and retired local keys cleared (after the first frame), error reporting, the portal's other open tabs
 * (sibling-session.ts: a new tab asks them for their session), the login (with the `fromauth` query
 * flag), the accounts alongside it and the menu and app definitions. An element calls it as soon as it is
 * connected, so that GetUserData does not wait for React's first render.
 */
export function startPortal(hostParams: HostParams): void {
  adoptHostParams(hostParams);
  if (started) return;
  started = true;
  // Nothing reads the keys of other versions and earlier releases: they go after the first frame.
  void afterFirstFrame().then(() => {
    clearStaleSessionKeys();
    removeRetiredKeys();
  });
  void startErrorReporting();
  let askSiblings = false;
  if ($session.get().status === 'initializing') {
    const fromAuth = parseFromAuth(typeof location === 'undefined' ? '' : location.search);
    void initializeLogin(fromAuth);
    prefetchAccounts();
    // Still initialising: no cache of this tab. An open tab may hand over its session meanwhile.
    askSiblings = !fromAuth && $session.get().status === 'initializing';
  }
  // Off the first paint's path: a new tab with a sibling open finds the chunk in the HTTP cache; a
  // tab that starts from its own cache joins the others after its first frame.
  const siblings = (askSiblings ? Promise.resolve() : afterFirstFrame()).then(() => import('./session/sibling-session'));
  siblings.then(
    ({ askSiblingTabs, startSiblingTabs }) => {
      startSiblingTabs();
      if (askSiblings) askSiblingTabs();
    },
    // Without it the tab starts as it would with no other tab open.
    (error: unknown) => console.warn('The portal could not join its other tabs.', error),
  );
  void loadDefinitions();
}
