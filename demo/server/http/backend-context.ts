import type { HttpBindings } from '@hono/node-server';
import type { LocalOriginName } from '../../../src/config/local-ports';
import type { BackendState } from '../state/backend-state';
import type { Fault } from './fault-spec';

/** What every origin of the backend shares. */
export interface BackendContext {
  state: BackendState;
  /** `http://localhost:<port>` of every local origin. */
  origins: Record<LocalOriginName, string>;
  /** Origins of portal pages: allowed for credentialed CORS and as return URLs. */
  portalOrigins: string[];
}

/** Hono environment of our origins: Node bindings, and the fault a route must act on. */
export interface OriginEnv {
  Bindings: HttpBindings;
  /** `fault` is for the route to act on; the route sets `faultHandled` when it did. */
  Variables: { fault: Fault | undefined; faultHandled: boolean | undefined };
}
