import { localSettings } from '../../src/config/local-ports';
import { resetStores } from '../../src/stores/store-reset';
type BackendPorts = Record<'auth' | 'profile' | 'gateway' | 'chat' | 'apps' | 'blog' | 'errors', number>;

/**
 * Ports of the local backend during browser tests: web-test-runner.config.mjs starts it on free
 * ports and writes them into the test page before any module runs.
 */
export const BROWSER_TEST_BACKEND_PORTS = (globalThis as { __PORTAL_TEST_BACKEND_PORTS__?: BackendPorts }).__PORTAL_TEST_BACKEND_PORTS__!;
if (!BROWSER_TEST_BACKEND_PORTS) throw new Error('The test page does not name the test backend\'s ports (see web-test-runner.config.mjs)');

const at = (port: number) => `http://localhost:${port}`;

/** The backend's origins during browser tests. */
export const TEST_BACKEND = {
  auth: at(BROWSER_TEST_BACKEND_PORTS.auth),
  profile: at(BROWSER_TEST_BACKEND_PORTS.profile),
  gateway: at(BROWSER_TEST_BACKEND_PORTS.gateway),
  chat: at(BROWSER_TEST_BACKEND_PORTS.chat),
  apps: at(BROWSER_TEST_BACKEND_PORTS.apps),
  blog: at(BROWSER_TEST_BACKEND_PORTS.blog),
  errors: at(BROWSER_TEST_BACKEND_PORTS.errors),
};

/** HostParamsJson pointing the portal at the test backend (Local environment). */
export function testHostParams(overrides: Record<string, unknown> = {}): string {
  return JSON.stringify({ ...localSettings(TEST_BACKEND, location.origin, false), ...overrides });
}

/**
 * Signs a sample user in through the identity page's form, as a click on it would: the page first
 * (the browser keeps the cookie its form token is tied to), then the form with its hidden fields
 * (the token among them) and the user; the browser keeps the session cookie.
 */
export async function signInAs(userId: string): Promise<void> {
  const address = `${TEST_BACKEND.auth}/identity/account/login`;
  const page = await fetch(address, { credentials: 'include' });
  const form = new DOMParser().parseFromString(await page.text(), 'text/html').querySelector('form');
  if (!page.ok || !form) throw new Error(`The sign-in page (${page.status}) has no form`);
  const fields = new URLSearchParams();
  for (const input of form.querySelectorAll<HTMLInputElement>('input[type="hidden"]')) fields.set(input.name, input.value);
  fields.set('userId', userId);
  const answer = await fetch(address, { method: 'POST', credentials: 'include', redirect: 'manual', body: fields });
  // Signed in, it redirects back to the portal; a refused form is a page (403, 400).
  if (answer.type !== 'opaqueredirect') throw new Error(`Signing ${userId} in was refused (${answer.status})`);
}

/**
 * Signs a sample user in and starts the page's session afresh, as the page a sign-in comes back
 * to would: an element that asked while nobody was signed in (the chat alone asks once per page)
 * must not keep the page signed out for the elements mounted after.
 */
export async function signInAsOnFreshPage(userId: string): Promise<void> {
  await signInAs(userId);
  resetStores({ only: ['session'] });
}

/** Signs out on the identity server (the session cookie is cleared). */
export async function signOutOnServer(): Promise<void> {
  await fetch(`${TEST_BACKEND.auth}/identity/account/logout?autosignout=true`, { credentials: 'include', redirect: 'manual' });
}

/** Calls an admin endpoint of the test backend (its writes take JSON only). */
export async function admin(path: string, init?: RequestInit): Promise<unknown> {
  const response = await fetch(`${TEST_BACKEND.auth}/__admin${path}`, { ...init, headers: { ...(init?.method === 'POST' ? { 'content-type': 'application/json' } : {}), ...init?.headers } });
  return response.status === 204 ? null : response.json();
}
