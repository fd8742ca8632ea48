import { Hono } from 'hono';
import type { BackendContext, OriginEnv } from './backend-context';
import { parseFault } from './fault-spec';
import { jsonError } from './json-error';
import { readJsonBody } from './read-json-body';
import { requireJson, trustedCallersOnly } from './request-guards';
import type { BackendConfig } from '../state/backend-state';

interface FaultRequest {
  fault: string;
  origin?: string;
  method?: string;
  path?: string;
  times?: number;
  probability?: number;
}

/**
 * The admin endpoints, on every origin: faults, run-time settings, sinks, reset (tests only). Only
 * the project's own tools may use them: callers without an Origin (Node) or on a trusted origin (the
 * browser tests' page); writes only as JSON, so no other page can send one without a preflight.
 */
export function adminRoutes({ state, portalOrigins }: BackendContext): Hono<OriginEnv> {
  const admin = new Hono<OriginEnv>();
  const json = requireJson();
  admin.use('*', trustedCallersOnly(() => portalOrigins));
  // Writes as JSON only; a DELETE has no body, and browsers preflight it whatever its headers.
  admin.use('*', (c, next) => (c.req.method === 'POST' ? json(c, next) : next()));

  admin.get('/faults', (c) => c.json(state.faults.list()));
  // The requests a latency fault holds back now: a test looks at the waiting page while its call is here.
  admin.get('/faults/held', (c) => c.json([...state.faults.held]));
  admin.post('/faults', async (c) => {
    const body = await readJsonBody<FaultRequest>(c, 'FaultRequest');
    if (!body.ok) return jsonError(c, 400, body.problem);
    const fault = parseFault(body.value.fault);
    if (!fault) return jsonError(c, 400, `Unknown fault ${body.value.fault}`);
    const { origin, method, path, times, probability = 1 } = body.value;
    return c.json(state.faults.add({ origin, method, path, fault, remaining: times ?? null, probability }), 201);
  });
  admin.delete('/faults', (c) => {
    state.faults.clear();
    return c.body(null, 204);
  });

  admin.get('/config', (c) => c.json(state.config));
  admin.post('/config', async (c) => {
    const body = await readJsonBody<Partial<BackendConfig>>(c, 'BackendConfigPatch');
    if (!body.ok) return jsonError(c, 400, body.problem);
    state.config = { ...state.config, ...body.value };
    return c.json(state.config);
  });

  const sinks = {
    'page-visits': () => state.sinks.pageVisits,
    feedback: () => state.sinks.feedback,
    errors: () => state.sinks.errorEvents,
    'access-requests': () => state.sinks.accessRequests,
  };
  admin.get('/sinks/:sink', (c) => {
    const read = Object.hasOwn(sinks, c.req.param('sink')) ? sinks[c.req.param('sink') as keyof typeof sinks] : undefined;
    return read ? c.json(read()) : jsonError(c, 404, `No sink ${c.req.param('sink')}`);
  });

  admin.post('/reset', (c) => {
    state.reset();
    return c.body(null, 204);
  });
  return admin;
}
