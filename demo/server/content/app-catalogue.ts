import { appDefinitions } from '../../../src/config/app-definitions';
import type { AppEntry } from '../../../src/config/app-types';
import type { EnvName } from '../../../src/config/environment-types';

/** The environments whose definitions the backend serves. */
export const ENV_NAMES: readonly EnvName[] = ['Production', 'Dev', 'Staging', 'Local'];

/** The client of the internal tools' tokens: administrators only. */
export const INTERNAL_TOOLS_CLIENT = 'portalui';

/** The services an internal tools' token may be for. */
const INTERNAL_TOOLS_SERVICES: readonly string[] = ['modulebuilder', 'modulebuilder-api', 'tcen', 'domngr'];

/**
 * The app definitions the backend serves for an environment. It stands in for the Local, Dev and
 * Staging servers, so their apps live on its apps origin; Production keeps its real addresses.
 */
export function servedAppDefinitions(env: EnvName, appsOrigin: string): AppEntry[] {
  return env === 'Production' ? appDefinitions(env) : appDefinitions(env, appsOrigin);
}

/** Every app's client, with the services its tokens may be for (any environment's apps). */
const APP_CLIENTS: ReadonlyMap<string, ReadonlySet<string>> = (() => {
  const clients = new Map<string, Set<string>>();
  for (const env of ENV_NAMES) {
    for (const { tokenDescriptor } of appDefinitions(env)) {
      const services = clients.get(tokenDescriptor.client) ?? new Set<string>();
      for (const service of tokenDescriptor.services) services.add(service);
      clients.set(tokenDescriptor.client, services);
    }
  }
  return clients;
})();

/**
 * Why a token for `client` and `services` must not be minted, or null when it may: only an app's own
 * client and services, and the internal tools' client for administrators.
 */
export function tokenRefusal(client: string, services: readonly string[], isAdministrator: boolean): string | null {
  if (client === INTERNAL_TOOLS_CLIENT && !isAdministrator) return 'Only administrators may use the internal tools';
  const known = client === INTERNAL_TOOLS_CLIENT ? new Set(INTERNAL_TOOLS_SERVICES) : APP_CLIENTS.get(client);
  if (!known) return `No app uses the client ${client}`;
  const unknown = services.find((service) => !known.has(service));
  return unknown === undefined ? null : `The client ${client} has no service ${unknown}`;
}
