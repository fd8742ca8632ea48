// Shared by the store tests: the people and accounts they sign in with, the one stand-in factory
// for a mocked service, an in-memory Web Storage, a promise settled from outside, real-time waits
// that never move a test's fake clock, stores kept mounted for one test, and a teardown that
// unmounts what a test mounted before its globals go.
import { STORE_UNMOUNT_DELAY, cleanStores, keepMount, type Store } from 'nanostores';
import { vi, type Mock } from 'vitest';
import type { AccessibleCustomer, AccessToken, AccessTokenRequest, UserData } from '../../../src/services/auth-types';
import type { SessionState } from '../../../src/stores/session/session';

/** A customer's user (role 0) of customer 42; `overrides` change any field. */
export const user = (overrides: Partial<UserData> = {}): UserData => ({
  metadataUserId: 'meta-1',
  email: 'ada@customer.example',
  userId: 'user-1',
  userName: 'ada@customer.example',
  fullName: 'Ada Lovelace',
  customerId: 42,
  partnerId: null,
  userRole: 0,
  ...overrides,
});

/** An account the user may act for, with the product tags it has. */
export const account = (customerId: number, productTags: AccessibleCustomer['productTags'] = ['FREE']): AccessibleCustomer => ({
  customerId,
  customerName: `Customer ${customerId}`,
  partnerId: null,
  productTags,
});

/** The session of `who`, signed in on a plain visit (no return from the identity server). */
export const signedIn = (who: UserData = user()): SessionState => ({ status: 'authenticated', user: who, fromAuth: false, isDevelopmentUser: false });

/** The session of nobody, signed out. */
export const signedOut = (): SessionState => ({ status: 'unauthenticated', user: null, fromAuth: false, isDevelopmentUser: false });

export const HOUR = 60 * 60 * 1000;

/** What a stand-in CreateAccessCookie has handed out, and how long its next tokens are valid. */
export interface TokenIssuer {
  validForMs: number;
  issued: number;
}

/**
 * Makes `createAccessToken` a stand-in CreateAccessCookie: tokens `tok-1`, `tok-2`, ... for the
 * request's client, services and customer, valid for `validForMs` (3 h unless the test changes it)
 * from the moment they are issued.
 */
export function tokenIssuer(createAccessToken: Mock): TokenIssuer {
  const issuer: TokenIssuer = { validForMs: 3 * HOUR, issued: 0 };
  createAccessToken.mockReset().mockImplementation(async (_auth: unknown, request: AccessTokenRequest): Promise<AccessToken> => {
    issuer.issued += 1;
    return {
      token: `tok-${issuer.issued}`,
      client: request.client,
      services: request.services,
      customerId: request.impersonateCustomerId,
      expirationUtc: new Date(Date.now() + issuer.validForMs).toISOString(),
    };
  });
  return issuer;
}

/**
 * The factory for `vi.mock` of a service (the auth service above all): the real module, with each
 * of its exports that `standIns` names replaced by the stand-in of that name. Names the module
 * does not export are left out, so one object of stand-ins can serve several services' mocks.
 * vi.mock is hoisted above the imports, so the test file takes this function through `vi.hoisted`:
 *
 *   const { realModuleWith } = await vi.hoisted(() => import('../store-test-kit'));
 *   const auth = vi.hoisted(() => ({ getAccessibleCustomers: vi.fn(), refreshAccessibleCustomers: vi.fn() }));
 *   vi.mock('../../../src/services/auth-service', realModuleWith(auth));
 */
export function realModuleWith(standIns: object) {
  return async (importOriginal: <T>() => Promise<T>): Promise<Record<string, unknown>> => {
    const real = await importOriginal<Record<string, unknown>>();
    return { ...real, ...Object.fromEntries(Object.entries(standIns).filter(([name]) => name in real)) };
  };
}

/** A Web Storage in memory, installed as globalThis.localStorage before the stores are imported. */
export class FakeStorage implements Storage {
  readonly items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  clear() {
    this.items.clear();
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  setItem(key: string, value: string) {
    this.items.set(key, String(value));
  }
}

export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

// Real timers: waiting on them lets real work finish (the HTTP clients load through a dynamic import).
const realSetTimeout = globalThis.setTimeout;
export const realTurn = () => new Promise<void>((resolve) => realSetTimeout(resolve, 0));

/**
 * Lets pending promises and the real work they started (the HTTP clients' dynamic import, say)
 * settle: `turns` real turns of the event loop. A test's fake clock does not move.
 */
export async function settle(turns = 10): Promise<void> {
  for (let turn = 0; turn < turns; turn += 1) await realTurn();
}

/**
 * "Nothing happens": lets `turns` real turns of the event loop pass, for a test that shows something
 * does not happen where there is no event to await (the unit suite's counterpart of the browser one).
 */
export async function nothingHappensWithin(turns = 5): Promise<void> {
  for (let turn = 0; turn < turns; turn += 1) await realTurn();
}

/** Waits, in real time, until `check` passes. */
export async function until(check: () => void, turns = 1000): Promise<void> {
  for (let turn = 0; ; turn += 1) {
    try {
      check();
      return;
    } catch (error) {
      if (turn >= turns) throw error;
    }
    await realTurn();
  }
}

// nanostores unmounts a store STORE_UNMOUNT_DELAY after its last listener leaves, on a timer, and
// the clean-ups it then runs (the router's, the persistent atoms', the stores' own onMount) touch
// window and document. Left to the timer, that clean-up can run after a test has removed its
// globals and fail the run with "window is not defined". The kit notes those timers (they are the
// ones nanostores' lifecycle module sets) so that a test's teardown can run them at once, while the
// globals are still there.
interface UnmountTimers {
  pending: Map<unknown, () => void>;
}
const TIMERS_KEY = Symbol.for('portal-shell:store-test-kit:unmount-timers');
const scope = globalThis as typeof globalThis & { [TIMERS_KEY]?: UnmountTimers };
if (!scope[TIMERS_KEY]) {
  const timers: UnmountTimers = { pending: new Map() };
  scope[TIMERS_KEY] = timers;
  const nativeSetTimeout = globalThis.setTimeout;
  const nativeClearTimeout = globalThis.clearTimeout;
  const fromNanostoresLifecycle = () => /nanostores[\\/]lifecycle[\\/]/.test(new Error().stack ?? '');
  const setTimeoutNotingUnmounts = ((handler: TimerHandler, delay?: number, ...args: unknown[]) => {
    if (delay !== STORE_UNMOUNT_DELAY || typeof handler !== 'function' || !fromNanostoresLifecycle()) {
      return nativeSetTimeout(handler as (...rest: unknown[]) => void, delay, ...args);
    }
    const run = () => {
      timers.pending.delete(id);
      (handler as (...rest: unknown[]) => void)(...args);
    };
    const id = nativeSetTimeout(run, delay);
    timers.pending.set(id, () => {
      nativeClearTimeout(id);
      run();
    });
    return id;
  });
  globalThis.setTimeout = Object.assign(setTimeoutNotingUnmounts, nativeSetTimeout);
}
const unmountTimers = scope[TIMERS_KEY];

/** How many store unmounts are waiting on nanostores' timer (0 once a teardown has settled them). */
export function pendingStoreUnmounts(): number {
  return unmountTimers.pending.size;
}

const teardown: Array<() => void> = [];

/** Registers a step of the current test's teardown, run by `settleStores` (last registered first). */
export function onTeardown(step: () => void): void {
  teardown.push(step);
}

/**
 * Keeps `stores` mounted until the test ends, as a mounted view keeps what it renders from
 * (nanostores' `keepMount`); the teardown then unmounts them at once with nanostores'
 * `cleanStores`, which runs their onMount clean-ups and drops every listener they have, the
 * product's own included. So only for stores loaded fresh for this test (vi.resetModules).
 */
export function keepMounted(...stores: Store[]): void {
  for (const store of stores) keepMount(store);
  onTeardown(() => cleanStores(...stores));
}

/**
 * Ends what the test mounted while its globals are still there: the registered teardown steps
 * (listeners removed, stores reset), then every store unmount nanostores has scheduled, at once.
 * The fake tab's `uninstall` runs it first; a test that stubs window or document itself calls it
 * before `vi.unstubAllGlobals()`.
 */
export function settleStores(): void {
  for (let step = teardown.pop(); step; step = teardown.pop()) step();
  // An unmount's clean-up can end the last listener of another store, which schedules its own.
  while (unmountTimers.pending.size > 0) {
    for (const unmount of [...unmountTimers.pending.values()]) unmount();
  }
}

/**
 * The teardown most store tests share: what the test mounted ends ({@link settleStores}), then
 * real timers, the page's globals and every mock are back.
 */
export function restoreAfterTest(): void {
  settleStores();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
}
