import type { Hono } from 'hono';
import { menuDefinition } from '../../../src/config/menu-definitions';
import { ENV_NAMES, servedAppDefinitions } from '../content/app-catalogue';
import type { BackendContext, OriginEnv } from '../http/backend-context';
import { jsonError } from '../http/json-error';
import { createOriginApp } from '../http/origin-app';
import { readJsonBody } from '../http/read-json-body';
import { requireJson } from '../http/request-guards';
import { mayActFor, sessionUser } from '../http/session';
import type { PageVisit } from '../state/backend-state';

/** The profile API: the app and menu definitions loaded at start-up, and page-visit tracking. */
export function createProfileApi(context: BackendContext): Hono<OriginEnv> {
  const { state } = context;
  const app = createOriginApp('profile', context, { kind: 'portal' });

  const envOf = (value: string | undefined) => ENV_NAMES.find((name) => name === value);

  app.get('/profileapi/portal/apps', (c) => {
    const env = envOf(c.req.query('env'));
    if (!env) return jsonError(c, 400, `env must be one of ${ENV_NAMES.join(', ')}`);
    return c.json(servedAppDefinitions(env, context.origins.apps));
  });

  app.get('/profileapi/portal/menu', (c) => {
    const env = envOf(c.req.query('env'));
    return env ? c.json(menuDefinition(env)) : jsonError(c, 400, `env must be one of ${ENV_NAMES.join(', ')}`);
  });

  app.post('/profileapi/tracking/page-visit', requireJson(), async (c) => {
    const sample = sessionUser(c, state);
    if (!sample) return jsonError(c, 401, 'Not signed in');
    const body = await readJsonBody<Omit<PageVisit, 'receivedAt' | 'userId'>>(c, 'PageVisit');
    if (!body.ok) return jsonError(c, 400, body.problem);
    if (!mayActFor(sample, body.value.customerId)) {
      return jsonError(c, 403, `User may not act for customer ${body.value.customerId}`);
    }
    state.sinks.pageVisits.push({ ...body.value, userId: sample.user.userId, receivedAt: new Date(state.now()).toISOString() });
    return c.body(null, 204);
  });

  return app;
}
