import { afterAll, beforeAll, beforeEach } from 'vitest';
import { SIGN_IN_FORM_COOKIE, SIGN_IN_FORM_FIELD } from '../../demo/server/http/sign-in-form-token';
import { startBackend, type RunningBackend } from '../../demo/server/start-backend';
import { freeBackendPorts } from '../tools/free-ports';

/** The (pretend) portal page origin during backend tests: a name the backend trusts, nothing listens there. */
export const TEST_PORTAL_ORIGIN = 'http://localhost:5499';

/**
 * Starts the real backend for the tests of one file, on free ports (before all, stopped after all) and resets
 * its sinks, faults and settings before each test. Read `backend()` inside tests.
 */
export function useBackend(): () => RunningBackend {
  let running: RunningBackend | undefined;
  beforeAll(async () => {
    // Free ports of its own: the files of the suite (and other checkouts) run side by side.
    running = await startBackend({ ports: { ...(await freeBackendPorts()), portal: 5499 }, portalOrigins: [TEST_PORTAL_ORIGIN] });
  });
  afterAll(async () => {
    await running?.close();
  });
  beforeEach(() => {
    running?.state.reset();
  });
  return () => {
    if (!running) throw new Error('The backend is not running');
    return running;
  };
}

/** The `name=value` of the cookie `name` that a response sets, if it sets it. */
export function cookieSetBy(response: Response, name: string): string | undefined {
  return response.headers
    .getSetCookie()
    .map((header) => header.split(';')[0] ?? '')
    .find((pair) => pair.startsWith(`${name}=`));
}

/** The sign-in form as one browser has it: the cookie its token is tied to (`name=value`) and the token. */
export interface SignInForm {
  cookie: string;
  token: string;
}

/** The form token in a sign-in page, if it has one. */
export function formTokenIn(html: string): string | undefined {
  return new RegExp(`name="${SIGN_IN_FORM_FIELD}" value="([^"]*)"`).exec(html)?.[1];
}

/**
 * Opens the sign-in page on `authOrigin` as a browser does (sending `cookie`, the browser's form
 * cookie, when it has one) and returns its form: the cookie and the token.
 */
export async function openSignInForm(authOrigin: string, cookie?: string): Promise<SignInForm> {
  const response = await fetch(`${authOrigin}/identity/account/login`, { headers: cookie ? { cookie } : {} });
  const token = formTokenIn(await response.text());
  const formCookie = cookieSetBy(response, SIGN_IN_FORM_COOKIE) ?? cookie;
  if (response.status !== 200 || !token || !formCookie) throw new Error(`The sign-in page (${response.status}) gave no form token and cookie`);
  return { cookie: formCookie, token };
}

/** Posts `fields` with the sign-in form of `form` (its cookie and token), as a click on the page does. */
export function postSignInForm(authOrigin: string, form: SignInForm, fields: Record<string, string>): Promise<Response> {
  return fetch(`${authOrigin}/identity/account/login`, {
    method: 'POST',
    headers: { cookie: form.cookie },
    body: new URLSearchParams({ [SIGN_IN_FORM_FIELD]: form.token, ...fields }),
    redirect: 'manual',
  });
}

/** Opens the sign-in page on `authOrigin` and posts `fields` with its form, as a person picking a user does. */
export async function submitSignIn(authOrigin: string, fields: Record<string, string>): Promise<Response> {
  return postSignInForm(authOrigin, await openSignInForm(authOrigin), fields);
}

/** Signs a sample user in through the identity page and returns the session cookie header value. */
export async function signIn(backend: RunningBackend, userId: string): Promise<string> {
  const response = await submitSignIn(backend.origins.auth, { userId, returnurl: `${TEST_PORTAL_ORIGIN}/` });
  if (response.status !== 303) throw new Error(`Sign-in failed with ${response.status}`);
  const cookie = cookieSetBy(response, 'portal_session');
  if (!cookie) throw new Error('Sign-in set no cookie');
  return cookie;
}
