import type { HttpClient } from './http-client';
import type { AppEntry } from '../config/app-types';
import type { EnvName } from '../config/environment-types';
import type { Menu } from '../config/menu-types';
import { parseAppEntries, parseMenu } from '../config/definition-schemas';
import { HttpError, toHttpError } from './http-error';

async function get(profile: HttpClient, path: string, env: EnvName): Promise<unknown> {
  try {
    const { data } = await profile.get(path, { params: { env } });
    return data;
  } catch (error) {
    throw toHttpError(error);
  }
}

/** GET profileapi/portal/apps: the app set of an environment, entries that do not fit dropped. */
export async function getAppDefinitions(profile: HttpClient, env: EnvName): Promise<AppEntry[]> {
  const apps = parseAppEntries(await get(profile, '/profileapi/portal/apps', env));
  if (!apps) throw new HttpError('invalid-body', 'App definitions: unexpected answer');
  return apps;
}

/** GET profileapi/portal/menu: the menu set of an environment, entries that do not fit dropped. */
export async function getMenuDefinition(profile: HttpClient, env: EnvName): Promise<Menu> {
  const menu = parseMenu(await get(profile, '/profileapi/portal/menu', env));
  if (!menu) throw new HttpError('invalid-body', 'Menu definition: unexpected answer');
  return menu;
}
