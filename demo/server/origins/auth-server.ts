import type { Context, Hono } from 'hono';
import { setCookie } from 'hono/cookie';
import type { BackendContext, OriginEnv } from '../http/backend-context';
import { jsonError } from '../http/json-error';
import { createOriginApp } from '../http/origin-app';
import { readJsonBody } from '../http/read-json-body';
import { requireJson, trustedCallersOnly } from '../http/request-guards';
import { allowedReturnUrl } from '../http/return-url';
import { INTERNAL_TOOLS_COOKIE, endSession, extendSession, mayActFor, sessionIdOf, sessionUser, startSession } from '../http/session';
import { SIGN_IN_FORM_FIELD, SignInFormTokens } from '../http/sign-in-form-token';
import { INTERNAL_TOOLS_CLIENT, tokenRefusal } from '../content/app-catalogue';
import { findSampleUser } from '../sample-data/users';
import { SIGN_IN_CSS, signInPage } from './sign-in-page';

/** What the sign-in page says when it refuses a post without this browser's form token. */
export const FORM_REFUSED_NOTICE = 'Not signed in: this sign-in did not come from this page (its form token is missing or belongs to another browser). Pick a user again.';

interface AccessRequest {
  client: string;
  services: string[];
  impersonateCustomerId: number;
}

/**
 * The auth server: the authapi calls (JSON, never a redirect, 401 without a session)
 * and the identity pages a person signs in and out with.
 */
export function createAuthServer(context: BackendContext): Hono<OriginEnv> {
  const { state } = context;
  const app = createOriginApp('auth', context, { kind: 'portal' });
  // The calls without a body cannot be made to preflight: a page on an untrusted origin is refused by its Origin.
  const trustedPages = trustedCallersOnly(() => context.portalOrigins);

  const accounts = (c: Context<OriginEnv>) => {
    const sample = sessionUser(c, state);
    return sample ? c.json(sample.accounts) : jsonError(c, 401, 'Not signed in');
  };
  app.get('/authapi/Login/GetAccessibleCustomers', accounts);
  app.post('/authapi/Login/RefreshAccessibleCustomers', trustedPages, accounts);

  app.get('/authapi/Login/GetUserData', (c) => {
    const sample = sessionUser(c, state);
    return sample ? c.json(sample.user) : jsonError(c, 401, 'Not signed in');
  });

  app.post('/authapi/Login/RefreshLogin', trustedPages, (c) => {
    const expiresAt = extendSession(c, state);
    return expiresAt === null ? jsonError(c, 401, 'Not signed in') : c.json({ expirationUtc: new Date(expiresAt).toISOString() });
  });

  app.post('/authapi/Access/CreateAccessCookie', requireJson(), async (c) => {
    const sample = sessionUser(c, state);
    if (!sample) return jsonError(c, 401, 'Not signed in');
    const body = await readJsonBody<AccessRequest>(c, 'AccessRequest');
    if (!body.ok) return jsonError(c, 400, body.problem);
    const { client, services, impersonateCustomerId } = body.value;
    if (!mayActFor(sample, impersonateCustomerId)) {
      return jsonError(c, 403, `User may not act for customer ${impersonateCustomerId}`);
    }
    const refusal = tokenRefusal(client, services, sample.user.userRole === 1);
    if (refusal) return jsonError(c, 403, refusal);
    const expiresAt = state.now() + state.config.tokenLifetimeSeconds * 1000;
    const token = state.newId('tok');
    const sessionId = sessionIdOf(c) ?? '';
    state.tokens.set(token, { token, sessionId, userId: sample.user.userId, client, services, customerId: impersonateCustomerId, expiresAt });
    const receivedAt = new Date(state.now()).toISOString();
    state.sinks.accessRequests.push({ client, services, impersonateCustomerId, userId: sample.user.userId, receivedAt });
    // The internal tools live on other sites of the same domain and read their access from a cookie.
    if (client === INTERNAL_TOOLS_CLIENT) {
      setCookie(c, INTERNAL_TOOLS_COOKIE, token, { httpOnly: true, sameSite: 'Lax', path: '/', expires: new Date(expiresAt) });
    }
    return c.json({ token, client, services, customerId: impersonateCustomerId, expirationUtc: new Date(expiresAt).toISOString() });
  });

  app.get('/identity/sign-in.css', (c) => c.body(SIGN_IN_CSS, 200, { 'content-type': 'text/css; charset=utf-8' }));

  const formTokens = new SignInFormTokens();

  app.get('/identity/account/login', (c) => {
    const returnUrl = allowedReturnUrl(c.req.query('returnurl'), context.portalOrigins);
    return c.html(signInPage(returnUrl?.href ?? null, formTokens.issue(c)));
  });

  app.post('/identity/account/login', async (c) => {
    // A broken form body is answered like an unknown user: the page again, 400 (403 without its token).
    const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
    const userId = typeof form.userId === 'string' ? form.userId : '';
    const returnUrl = allowedReturnUrl(typeof form.returnurl === 'string' ? form.returnurl : null, context.portalOrigins);
    // A post without this browser's token came from another page (login CSRF): nobody is signed in,
    // and the page again, with a token that works, lets the person pick themselves.
    if (!formTokens.verify(c, form[SIGN_IN_FORM_FIELD])) {
      return c.html(signInPage(returnUrl?.href ?? null, formTokens.issue(c), FORM_REFUSED_NOTICE), 403);
    }
    if (!findSampleUser(userId)) return c.html(signInPage(returnUrl?.href ?? null, formTokens.issue(c), 'Unknown user: pick one of the list.'), 400);
    startSession(c, state, userId);
    const target = returnUrl ?? new URL(`${context.origins.portal}/`);
    target.searchParams.set('fromauth', 'true');
    return c.redirect(target.href, 303);
  });

  app.get('/identity/account/logout', (c) => {
    if (c.req.query('autosignout') !== 'true') {
      return c.html('<!doctype html><title>Signed in</title><p>Use autosignout=true to sign out.</p>');
    }
    endSession(c, state);
    const login = new URL(`${context.origins.auth}/identity/account/login`);
    const returnUrl = allowedReturnUrl(c.req.query('returnurl'), context.portalOrigins);
    if (returnUrl) login.searchParams.set('returnurl', returnUrl.href);
    return c.redirect(login.href, 302);
  });

  return app;
}
