// App overrides' Node harness, shared by the test files of the overrides and of the requests the
// address makes: the stores loaded fresh for each test over fake local and session storages, with
// the app set of the environment the host parameters name, and users signed in by id.
import { afterEach, beforeEach, expect, vi } from 'vitest';
import type { EnvName } from '../../../../src/config/environment-types';
import { person } from './accounts/accounts-kit';
import { FakeStorage } from '../store-test-kit';

const userNamed = (userId: string) => person(userId, { userName: userId, fullName: userId });
/** An override in force, as the store gives it (with when it lapses). */
export const live = (appPrefix: string, origin: string) => ({ appPrefix, origin, until: expect.any(Number) as number });

/** The current test's localStorage. */
export const tab = { storage: new FakeStorage() };

/** Fresh stores: the overrides and the address's requests, `hostParams` in force. */
export async function setup(hostParams: Record<string, unknown> = { EnvName: 'Dev' }) {
  vi.resetModules();
  const overrides = await import('../../../../src/stores/access/app-overrides');
  const requests = await import('../../../../src/stores/access/app-override-requests');
  const { $session } = await import('../../../../src/stores/session/session');
  const { $hostParams } = await import('../../../../src/stores/platform/environment');
  const { $appDefinitions } = await import('../../../../src/stores/access/definitions');
  const { appDefinitions } = await import('../../../../src/config/app-definitions');
  $hostParams.set(hostParams);
  const apps = appDefinitions((hostParams.EnvName as EnvName | undefined) ?? 'Production');
  $appDefinitions.set(apps);
  const signIn = (userId: string) => $session.set({ status: 'authenticated', user: userNamed(userId), fromAuth: false, isDevelopmentUser: false });
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  return { ...overrides, ...requests, apps, signIn, warn };
}

/** Gives each test new fake local and session storages, and takes them away after it. */
export function withFakeStorages(): void {
  beforeEach(() => {
    tab.storage = new FakeStorage();
    vi.stubGlobal('localStorage', tab.storage);
    vi.stubGlobal('sessionStorage', new FakeStorage());
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });
}
