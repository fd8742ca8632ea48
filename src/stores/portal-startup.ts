import type { HostParams } from '../config/resolve-environment';
import { prefetchAccounts } from './accounts';
import { loadDefinitions } from './definitions';
import { $hostParams } from './environment';
import { startErrorReporting } from './error-reporting';
import { removeRetiredKeys } from './persistence';
import { clearStaleSessionKeys } from './session-cache';
import { $session, initializeLogin, parseFromAuth } from './session';
import { askSiblingTabs, startSiblingTabs } from './sibling-session';

let started = false;

/**
 * Starts the portal once per page, however many elements ask: HostParamsJson from the host,
 * stale session keys and retired local keys cleared, error reporting, the portal's other open tabs
 * (sibling-session.ts: a new tab asks them for their session), the login (with the `fromauth` query
 * flag), the accounts alongside it and the menu and app definitions. An element calls it as soon as it is
 * connected, so that GetUserData does not wait for React's first render.
 */
export function startPortal(hostParams: HostParams): void {
  if (hostParams !== undefined && hostParams !== null && hostParams !== '') $hostParams.set(hostParams);
  if (started) return;
  started = true;
  clearStaleSessionKeys();
  removeRetiredKeys();
  void startErrorReporting();
  startSiblingTabs();
  if ($session.get().status === 'initializing') {
    const fromAuth = parseFromAuth(typeof location === 'undefined' ? '' : location.search);
    void initializeLogin(fromAuth);
    prefetchAccounts();
    // Still initialising: no cache of this tab. An open tab may hand over its session meanwhile.
    if (!fromAuth && $session.get().status === 'initializing') askSiblingTabs();
  }
  void loadDefinitions();
}
