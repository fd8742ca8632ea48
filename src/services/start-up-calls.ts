import type { EnvironmentSettings } from '../config/environment-types';
import { ACCESSIBLE_CUSTOMERS_PATH, USER_DATA_PATH } from './auth-service';
import { APPS_PATH, MENU_PATH } from './definitions-service';

const join = (base: string, path: string) => `${base.replace(/\/+$/, '')}${path}`;

/**
 * The addresses of the four calls a first visit starts with (GetUserData, the accounts, the menu
 * and the app definitions), exactly as the HTTP clients ask for them: what a host page preloads
 * (`<link rel="preload" as="fetch" crossorigin="use-credentials">`, elements/guides/deployment.md)
 * so that they are under way while the portal's code loads, and the shell's own calls take the
 * answers.
 */
export function startUpCallUrls({ AuthServerUrl, ProfileApiUrl, EnvName }: Pick<EnvironmentSettings, 'AuthServerUrl' | 'ProfileApiUrl' | 'EnvName'>): string[] {
  const env = `?env=${encodeURIComponent(EnvName)}`;
  return [join(AuthServerUrl, USER_DATA_PATH), join(AuthServerUrl, ACCESSIBLE_CUSTOMERS_PATH), join(ProfileApiUrl, MENU_PATH) + env, join(ProfileApiUrl, APPS_PATH) + env];
}
