import type { ChildToShellEnvelope } from '../../protocol/client';
import type { EnvironmentSettings } from '../../config/environment-types';
import { isAllowedRedirect } from '../../protocol/frame-url';

/*
 * What a message of an embedded app may do, given the state of its frame: pure rules, tested in
 * Node. A kept-alive frame that is hidden still talks (it may finish loading, move inside itself,
 * ask about a gateway result), but it must not change what the person sees or has.
 */

type ChildMessageType = ChildToShellEnvelope['type'];

/** Messages that act on the shell the person sees: only the app on screen may send them. */
const ON_SCREEN_ONLY: ReadonlySet<ChildMessageType> = new Set(['childClick', 'dirtyStateChanged', 'childLogout', 'redirectWithReturnUrl']);

/** Whether a message of this type is acted on from a frame that is (or is not) on screen. */
export function mayAct(type: ChildMessageType, onScreen: boolean): boolean {
  return onScreen || !ON_SCREEN_ONLY.has(type);
}

/** A gateway's answer shows Not Allowed only when it is 403 and comes from the app on screen. */
export function showsNotAllowed(status: number, onScreen: boolean): boolean {
  return onScreen && status === 403;
}

/**
 * Where an app's redirectWithReturnUrl may send the tab: its URL with `returnUrl` set to the page
 * the person is on (`here`), when it is an http(s) address on the identity server's, the portal's
 * return or this page's origin; null otherwise (the message is dropped).
 */
export function redirectTarget(url: string, env: Pick<EnvironmentSettings, 'AuthServerUrl' | 'AuthServerReturnUrl'>, here: string): string | null {
  const allowed = [env.AuthServerUrl, env.AuthServerReturnUrl, here].map((address) => new URL(address).origin);
  if (!isAllowedRedirect(url, allowed)) return null;
  const target = new URL(url);
  target.searchParams.set('returnUrl', here);
  return target.href;
}
