import type { AxiosInstance } from 'axios';
import type { AppEntry } from '../config/app-types';
import type { EnvName } from '../config/environment-types';
import type { Menu } from '../config/menu-types';
import { HttpError, toHttpError } from './http-error';
import { isRecord, isString } from './json-guards';

/** True for an app entry of the API description's shape. */
export function isAppEntry(value: unknown): value is AppEntry {
  if (!isRecord(value) || !isString(value.appPrefix) || !isString(value.iframeBaseUrl) || !isRecord(value.tokenDescriptor)) return false;
  const { client, services } = value.tokenDescriptor;
  return isString(client) && Array.isArray(services) && services.every(isString);
}

/** True for a menu of the API description's shape (platforms with items, right items, tools, administration). */
export function isMenu(value: unknown): value is Menu {
  return (
    isRecord(value) &&
    Array.isArray(value.platforms) &&
    value.platforms.every((platform) => isRecord(platform) && isString(platform.platformId) && isString(platform.title) && Array.isArray(platform.items)) &&
    Array.isArray(value.rightitems) &&
    Array.isArray(value.internaltools) &&
    isRecord(value.administration) &&
    Array.isArray(value.administration.items)
  );
}

async function get(profile: AxiosInstance, path: string, env: EnvName): Promise<unknown> {
  try {
    const { data } = await profile.get(path, { params: { env } });
    return data;
  } catch (error) {
    throw toHttpError(error);
  }
}

/** GET profileapi/portal/apps: the app set of an environment. */
export async function getAppDefinitions(profile: AxiosInstance, env: EnvName): Promise<AppEntry[]> {
  const data = await get(profile, '/profileapi/portal/apps', env);
  if (!Array.isArray(data) || !data.every(isAppEntry)) throw new HttpError('invalid-body', 'App definitions: unexpected answer');
  return data;
}

/** GET profileapi/portal/menu: the menu set of an environment. */
export async function getMenuDefinition(profile: AxiosInstance, env: EnvName): Promise<Menu> {
  const data = await get(profile, '/profileapi/portal/menu', env);
  if (!isMenu(data)) throw new HttpError('invalid-body', 'Menu definition: unexpected answer');
  return data;
}
