// A new tab takes its session from an open portal tab of the same origin (BroadcastChannel) and
// confirms it with GetUserData as a reload does; a sign-out or a user switch in one tab reaches the
// others. The tab under test is a fresh set of store modules started by startPortal; the other tab
// is the test itself, on the same (in-process) channel.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { appDefinitions } from '../../../../src/config/app-definitions';
import { appOriginRules } from '../../../../src/config/app-origin-rules';
import { resolveEnvironment } from '../../../../src/config/resolve-environment';
import type { AccessibleCustomer, UserData } from '../../../../src/services/auth-types';
import { answerText, siblingScope, type SiblingMessage } from '../../../../src/stores/session/sibling-rules';
import { FakeBroadcastChannel } from '../../broadcast-channel-setup';
import { FakeStorage, deferred, keepMounted, realTurn, restoreAfterTest, settleStores, until } from '../store-test-kit';
// The first frame is rendered at once unless a test holds it (what waits for it: platform/first-frame.ts).
const frame = vi.hoisted(() => ({ rendered: (): Promise<void> => Promise.resolve() }));
vi.mock('../../../../src/stores/platform/first-frame', () => ({ afterFirstFrame: () => frame.rendered() }));

const { realModuleWith } = await vi.hoisted(() => import('../store-test-kit'));
const net = vi.hoisted(() => ({
  getUserData: vi.fn(),
  getAccessibleCustomers: vi.fn(),
  refreshAccessibleCustomers: vi.fn(),
  createAccessToken: vi.fn(),
  refreshLogin: vi.fn(),
  getMenuDefinition: vi.fn(),
  getAppDefinitions: vi.fn(),
}));
vi.mock('../../../../src/services/auth-service', realModuleWith(net));
vi.mock('../../../../src/services/definitions-service', realModuleWith(net));
// Error reporting listens on a window this node process has not got.
vi.mock('../../../../src/stores/reporting/error-reporting', () => ({ startErrorReporting: () => Promise.resolve(), reportError: () => {}, reportWarning: () => {} }));

const CHANNEL = 'portal-shell:tabs:v1';
const user = (userId: string, fullName: string): UserData => ({
  metadataUserId: `meta-${userId}`,
  email: `${userId}@customer.example`,
  userId,
  userName: `${userId}@customer.example`,
  fullName,
  customerId: null,
  partnerId: null,
  userRole: 0,
});
const ADA = user('user-a', 'Ada Lovelace');
const BOB = user('user-b', 'Bob Brown');
const account = (customerId: number): AccessibleCustomer => ({ customerId, customerName: `Customer ${customerId}`, partnerId: null, productTags: [] });
const ADA_ACCOUNTS = [account(1001), account(1002)];
const BOB_ACCOUNTS = [account(2001)];
// A subset of the shipped apps: the bundled set differs, so a taken answer shows.
const APPS = appDefinitions('Production').slice(0, 2);

const production = resolveEnvironment('', undefined);
const SCOPE = siblingScope(production, appOriginRules('Production', ''));
const DEV_SCOPE = siblingScope(resolveEnvironment('', { EnvName: 'Dev' }), appOriginRules('Dev', ''));
const OTHER_AUTH_SCOPE = siblingScope({ ...production, AuthServerUrl: 'https://auth.elsewhere.example' }, appOriginRules('Production', ''));

let tabStorage: FakeStorage;
/** The other tab: what it heard, and a way to speak. */
let sibling: FakeBroadcastChannel;
let heard: SiblingMessage[];

async function load() {
  vi.resetModules();
  const { startPortal } = await import('../../../../src/stores/page-start');
  const session = await import('../../../../src/stores/session/session');
  const { $accounts } = await import('../../../../src/stores/access/accounts');
  const definitions = await import('../../../../src/stores/access/definitions');
  const { readCachedLogin } = await import('../../../../src/stores/session/login-cache');
  const { getAccessToken } = await import('../../../../src/stores/access/token-cache');
  const { resetStores } = await import('../../../../src/stores/store-reset');
  const { browserNavigation } = await import('../../../../src/stores/platform/browser-navigation');
  const assign = vi.spyOn(browserNavigation, 'assign').mockImplementation(() => {});
  vi.spyOn(browserNavigation, 'currentUrl').mockReturnValue('/');
  // The shell follows the accounts.
  keepMounted($accounts);
  /** Resolves once the tab has joined its siblings (startPortal loads that part on its own). */
  const joined = async () => {
    await import('../../../../src/stores/session/sibling-session');
    await realTurn();
  };
  return { ...session, ...definitions, startPortal, $accounts, readCachedLogin, getAccessToken, resetStores, assign, joined };
}

/** The question the new tab asked (its id), once it is out. */
async function question(): Promise<string> {
  await until(() => expect(heard.map(({ kind }) => kind)).toContain('ask'));
  const ask = heard.find((message) => message.kind === 'ask')!;
  expect(ask.scope).toBe(SCOPE);
  // 16 random bytes, two hex digits each: no other tab's question has the same id.
  expect(ask.id).toMatch(/^[0-9a-f]{32}$/);
  return ask.id;
}

async function say(message: unknown): Promise<void> {
  sibling.postMessage(typeof message === 'string' ? message : JSON.stringify(message));
  await FakeBroadcastChannel.delivered();
}

const answer = (id: string, overrides: Record<string, unknown> = {}) => ({
  kind: 'answer',
  id,
  scope: SCOPE,
  user: ADA,
  customers: ADA_ACCOUNTS,
  apps: APPS,
  ...overrides,
});

/** A tab where Ada is signed in and confirmed, her accounts loaded. */
async function signedInTab() {
  net.getUserData.mockResolvedValue(ADA);
  net.getAccessibleCustomers.mockResolvedValue(ADA_ACCOUNTS);
  const s = await load();
  s.startPortal(undefined);
  await until(() => expect(s.$accounts.get()).toEqual({ status: 'loaded', customers: ADA_ACCOUNTS, userId: 'user-a' }));
  await s.joined();
  await FakeBroadcastChannel.delivered();
  heard.length = 0;
  return s;
}

/** A tab of the local environment with sample data, where the development stand-in is signed in (GetUserData unreachable). */
async function standInTab() {
  const s = await load();
  const { HttpError } = await import('../../../../src/services/http-error');
  net.getUserData.mockRejectedValue(new HttpError('network', 'Network Error'));
  const hostParams = { EnvName: 'Local', UseSampleData: true };
  s.startPortal(JSON.stringify(hostParams));
  await until(() => expect(s.$session.get()).toMatchObject({ status: 'authenticated', isDevelopmentUser: true }));
  await s.joined();
  await FakeBroadcastChannel.delivered();
  heard.length = 0;
  return { s, localScope: siblingScope(resolveEnvironment('', hostParams), appOriginRules('Local', '')) };
}

beforeEach(() => {
  tabStorage = new FakeStorage();
  vi.stubGlobal('sessionStorage', tabStorage);
  vi.stubGlobal('localStorage', new FakeStorage());
  for (const call of Object.values(net)) call.mockReset();
  const never = new Promise<never>(() => {});
  net.getAccessibleCustomers.mockReturnValue(never);
  net.getMenuDefinition.mockReturnValue(never);
  net.getAppDefinitions.mockReturnValue(never);
  net.refreshLogin.mockResolvedValue('2099-01-01T00:00:00Z');
  sibling = new FakeBroadcastChannel(CHANNEL);
  heard = [];
  sibling.onmessage = ({ data }) => heard.push(JSON.parse(data as string) as SiblingMessage);
  vi.useFakeTimers();
});

afterEach(restoreAfterTest);

describe('a new tab takes an open tab’s session', () => {
  it('shows nothing a sibling says until its own GetUserData confirms the same user; then that user’s handed-over accounts and apps at once', async () => {
    const confirm = deferred<UserData>();
    net.getUserData.mockReturnValue(confirm.promise);
    const ownList = deferred<AccessibleCustomer[]>();
    net.getAccessibleCustomers.mockReturnValue(ownList.promise);
    const s = await load();
    s.startPortal(undefined);
    const bundled = s.$appDefinitions.get();
    expect(s.$session.get().status).toBe('initializing');
    await say(answer(await question()));
    // A page of this origin can speak on the channel: a claim, not shown.
    expect(s.$session.get()).toMatchObject({ status: 'initializing', user: null });
    expect(s.$accounts.get().customers).toEqual([]);
    expect(s.$appDefinitions.get()).toEqual(bundled);
    expect(tabStorage.items.size).toBe(0);
    confirm.resolve(ADA);
    await until(() => expect(s.$session.get()).toMatchObject({ status: 'authenticated', user: ADA }));
    expect(s.$session.get().revalidating).toBeUndefined();
    // Her accounts and apps need no wait of their own.
    expect(s.$accounts.get()).toEqual({ status: 'loaded', customers: ADA_ACCOUNTS, userId: 'user-a' });
    expect(s.$appDefinitions.get()).toEqual(APPS);
    expect(s.$definitionsSettled.get()).toBe(true);
    ownList.resolve([account(1001)]);
    await until(() => expect(s.$accounts.get().customers).toEqual([account(1001)]));
    expect(s.readCachedLogin()).toMatchObject({ user: ADA, customers: [account(1001)] });
    // The same user: the other tabs are told nothing.
    expect(heard.filter((message) => message.kind !== 'ask')).toEqual([]);
    // Confirmed, it answers the next new tab, once.
    await say({ kind: 'ask', id: 'q-2', scope: SCOPE });
    expect(heard.filter((message) => message.kind === 'answer')).toHaveLength(1);
  });

  it('a forged answer (any page of this origin) is never painted: its user, accounts and apps are dropped when GetUserData names another user', async () => {
    const confirm = deferred<UserData>();
    net.getUserData.mockReturnValue(confirm.promise);
    net.getAccessibleCustomers.mockReturnValue(new Promise(() => {}));
    const s = await load();
    const shown: Array<string | null> = [];
    s.$session.subscribe(({ user }) => shown.push(user?.userId ?? null));
    const accountsShown: number[] = [];
    s.$accounts.subscribe(({ customers }) => accountsShown.push(...customers.map(({ customerId }) => customerId)));
    s.startPortal(undefined);
    const bundled = s.$appDefinitions.get();
    await say(answer(await question(), { user: user('user-a', 'Forged Person'), customers: [account(6666)] }));
    confirm.resolve(BOB);
    await until(() => expect(s.$session.get()).toMatchObject({ status: 'authenticated', user: BOB }));
    expect(shown.filter((userId) => userId !== null)).toEqual(['user-b']);
    expect(accountsShown).not.toContain(6666);
    expect(s.$appDefinitions.get()).toEqual(bundled);
  });

  it('a tab whose GetUserData answered before it joined the others asks nobody; two new tabs ask different questions', async () => {
    net.getUserData.mockResolvedValue(ADA);
    const s = await load();
    s.startPortal(undefined);
    await until(() => expect(s.$session.get()).toMatchObject({ status: 'authenticated', user: ADA }));
    await s.joined();
    await FakeBroadcastChannel.delivered();
    expect(heard).toEqual([]);
    settleStores();
    s.resetStores({ only: ['session'] });
    net.getUserData.mockReturnValue(new Promise(() => {}));
    (await load()).startPortal(undefined);
    await question();
    (await load()).startPortal(undefined);
    await until(() => expect(heard.filter((message) => message.kind === 'ask')).toHaveLength(2));
    const [first, second] = heard.filter((message) => message.kind === 'ask') as Array<{ id: string }>;
    expect(first!.id).not.toBe(second!.id);
  });

  it('GetUserData names another user: everything handed over is dropped, never shown', async () => {
    const confirm = deferred<UserData>();
    net.getUserData.mockReturnValue(confirm.promise);
    const bobsList = deferred<AccessibleCustomer[]>();
    net.getAccessibleCustomers.mockReturnValue(bobsList.promise);
    const s = await load();
    const seen: Array<string | null> = [];
    s.$accounts.subscribe(({ userId, customers }) => seen.push(customers.length > 0 ? userId : null));
    s.startPortal(undefined);
    await say(answer(await question()));
    expect(s.$session.get().user).toBe(null);
    confirm.resolve(BOB);
    await until(() => expect(s.$session.get()).toMatchObject({ status: 'authenticated', user: BOB }));
    expect(s.$accounts.get()).toEqual({ status: 'loading', customers: [], userId: 'user-b' });
    bobsList.resolve(BOB_ACCOUNTS);
    await until(() => expect(s.$accounts.get()).toEqual({ status: 'loaded', customers: BOB_ACCOUNTS, userId: 'user-b' }));
    expect(s.readCachedLogin()).toEqual({ authServerUrl: production.AuthServerUrl, envName: 'Production', user: BOB, customers: BOB_ACCOUNTS });
    expect(JSON.stringify([...tabStorage.items.values()])).not.toContain('user-a');
    expect(net.createAccessToken).not.toHaveBeenCalled();
    // Ada's accounts were never shown: only Bob's.
    expect(seen.filter((who) => who !== null)).toEqual(['user-b']);
    await FakeBroadcastChannel.delivered();
    // Nothing of Ada was shown here, so nobody is told of a change.
    expect(heard.filter((message) => message.kind !== 'ask')).toEqual([]);
  });

  /** A new tab shown Ada from its sibling, whose GetUserData then fails with `status`. */
  async function handedOverThenFailed(status: number) {
    const s = await load();
    const { HttpError } = await import('../../../../src/services/http-error');
    const answered = deferred<void>();
    // GetUserData answers only once the sibling's answer is shown.
    net.getUserData.mockImplementation(() => answered.promise.then(() => Promise.reject(new HttpError(status < 500 ? 'bad-request' : 'bad-response', `HTTP ${status}`, status))));
    s.startPortal(undefined);
    await say(answer(await question()));
    expect(s.$session.get()).toMatchObject({ status: 'initializing', user: null });
    answered.resolve();
    await until(() => expect(s.$session.get().status).not.toBe('initializing'));
    await FakeBroadcastChannel.delivered();
    return s;
  }

  it('GetUserData answers 401: as a first visit (the handed-over user was never shown), sent to sign in; the other tabs decide by their own calls', async () => {
    const s = await handedOverThenFailed(401);
    expect(s.$session.get().status).toBe('unauthenticated');
    expect(s.assign).toHaveBeenCalledTimes(1);
    expect(s.readCachedLogin()).toBeNull();
    expect(s.$accounts.get().customers).toEqual([]);
    expect(heard.filter((message) => message.kind !== 'ask')).toEqual([]);
  });

  it('the backend refusing the page’s origin after a hand-over signs no other tab out', async () => {
    const s = await load();
    const { HttpError } = await import('../../../../src/services/http-error');
    const answered = deferred<void>();
    net.getUserData.mockImplementation(() => answered.promise.then(() => Promise.reject(new HttpError('origin-refused', "The server refused this page's origin"))));
    s.startPortal(undefined);
    await say(answer(await question()));
    expect(s.$session.get()).toMatchObject({ status: 'initializing', user: null });
    answered.resolve();
    await until(() => expect(s.$session.get()).toMatchObject({ status: 'unauthenticated', originRefused: true }));
    await FakeBroadcastChannel.delivered();
    expect(heard.filter((message) => message.kind !== 'ask')).toEqual([]);
  });

  it('GetUserData fails with a server error: as on a first visit, signed out here without leaving; nobody else is signed out', async () => {
    const s = await handedOverThenFailed(503);
    expect(s.$session.get()).toMatchObject({ status: 'unauthenticated', user: null });
    expect(s.assign).not.toHaveBeenCalled();
    expect(heard.filter((message) => message.kind !== 'ask')).toEqual([]);
  });

  it('no answer within a second: the tab starts as it would alone, and a late answer is ignored', async () => {
    const confirm = deferred<UserData>();
    net.getUserData.mockReturnValue(confirm.promise);
    net.getAccessibleCustomers.mockResolvedValue(BOB_ACCOUNTS);
    const s = await load();
    s.startPortal(undefined);
    const id = await question();
    vi.advanceTimersByTime(1000);
    await say(answer(id));
    expect(s.$session.get()).toMatchObject({ status: 'initializing', user: null });
    confirm.resolve(BOB);
    await until(() => expect(s.$session.get()).toMatchObject({ status: 'authenticated', user: BOB }));
  });

  it('takes the first valid answer only; malformed, oversized, foreign or misaddressed answers are ignored', async () => {
    const confirm = deferred<UserData>();
    net.getUserData.mockReturnValue(confirm.promise);
    const s = await load();
    s.startPortal(undefined);
    const id = await question();
    const ignored: unknown[] = [
      'not json',
      { ...answer(id) },
      answer(id, { user: { ...ADA, userId: 42 } }),
      answer(id, { user: { ...ADA, userId: '' } }),
      answer(id, { customers: [...ADA_ACCOUNTS, { customerName: 'no id' }] }),
      answer(id, { apps: 'all of them' }),
      answer('another-tab’s-question'),
      answer(id, { scope: DEV_SCOPE }),
      answer(id, { scope: OTHER_AUTH_SCOPE }),
      JSON.stringify(answer(id)).padEnd(512 * 1024 + 1),
    ];
    // An object rather than text is no message of ours.
    sibling.postMessage(ignored[1]);
    for (const message of [ignored[0], ...ignored.slice(2)]) await say(message);
    expect(s.$session.get().status).toBe('initializing');
    await say(answer(id, { customers: [account(7)] }));
    await say(answer(id, { user: BOB }));
    confirm.resolve(ADA);
    await until(() => expect(s.$session.get()).toMatchObject({ status: 'authenticated', user: ADA }));
    expect(s.$accounts.get().customers).toEqual([account(7)]);
  });

  it('an answer without apps leaves the tab its own app set', async () => {
    net.getUserData.mockResolvedValue(ADA);
    const held = deferred<void>();
    net.getUserData.mockReturnValue(held.promise.then(() => ADA));
    const s = await load();
    s.startPortal(undefined);
    const bundled = s.$appDefinitions.get();
    await say(answer(await question(), { apps: undefined }));
    held.resolve();
    await until(() => expect(s.$session.get()).toMatchObject({ status: 'authenticated', user: ADA }));
    expect(s.$appDefinitions.get()).toEqual(bundled);
    expect(s.$definitionsSource.get()).toBe('bundled');
  });

  it('a tab alone confirming its first user, or finding nobody signed in, tells the other tabs nothing', async () => {
    const confirm = deferred<UserData>();
    net.getUserData.mockReturnValue(confirm.promise);
    const s = await load();
    s.startPortal(undefined);
    await question();
    confirm.resolve(ADA);
    await until(() => expect(s.$session.get()).toMatchObject({ status: 'authenticated', user: ADA }));
    await FakeBroadcastChannel.delivered();
    expect(heard.map(({ kind }) => kind)).toEqual(['ask']);
    settleStores();
    s.resetStores({ only: ['session'] });
    heard.length = 0;
    const other = await load();
    const { HttpError } = await import('../../../../src/services/http-error');
    const asked = deferred<void>();
    net.getUserData.mockImplementation(() => asked.promise.then(() => Promise.reject(new HttpError('bad-request', 'HTTP 401', 401))));
    other.startPortal(undefined);
    await question();
    asked.resolve();
    await until(() => expect(other.$session.get().status).toBe('unauthenticated'));
    await FakeBroadcastChannel.delivered();
    expect(heard.map(({ kind }) => kind)).toEqual(['ask']);
  });

  it('a new tab still asking GetUserData is not signed out by another tab’s sign-out (GetUserData decides)', async () => {
    const confirm = deferred<UserData>();
    net.getUserData.mockReturnValue(confirm.promise);
    const s = await load();
    s.startPortal(undefined);
    await question();
    await say({ kind: 'signed-out', scope: SCOPE });
    expect(s.$session.get().status).toBe('initializing');
    confirm.resolve(ADA);
    await until(() => expect(s.$session.get()).toMatchObject({ status: 'authenticated', user: ADA }));
  });

  it('a tab with its own cache (a reload) asks no other tab', async () => {
    const s = await signedInTab();
    // The first page goes: what it mounted is unmounted before the reload loads fresh modules.
    settleStores();
    s.resetStores({ only: ['session'], keepTabCache: true });
    const reload = await load();
    reload.startPortal(undefined);
    expect(reload.$session.get()).toMatchObject({ user: ADA, revalidating: true });
    await reload.joined();
    await FakeBroadcastChannel.delivered();
    expect(heard.filter((message) => message.kind === 'ask')).toEqual([]);
  });
});

describe('an open tab answers only a tab of its own scope', () => {
  it('a reloaded tab still confirming its cached user (revalidating) answers nobody until its GetUserData does', async () => {
    const first = await signedInTab();
    settleStores();
    first.resetStores({ only: ['session'], keepTabCache: true });
    const confirm = deferred<UserData>();
    net.getUserData.mockReturnValue(confirm.promise);
    const reload = await load();
    reload.startPortal(undefined);
    await reload.joined();
    expect(reload.$session.get()).toMatchObject({ user: ADA, revalidating: true });
    heard.length = 0;
    await say({ kind: 'ask', id: 'q-r1', scope: SCOPE });
    expect(heard).toEqual([]);
    confirm.resolve(ADA);
    await until(() => expect(reload.$session.get().revalidating).toBeUndefined());
    await say({ kind: 'ask', id: 'q-r2', scope: SCOPE });
    expect(heard).toMatchObject([{ kind: 'answer', id: 'q-r2', user: ADA }]);
  });

  it('answers with its confirmed user, accounts and received apps; never a tab of another environment or identity server', async () => {
    await signedInTab();
    await say({ kind: 'ask', id: 'q-dev', scope: DEV_SCOPE });
    await say({ kind: 'ask', id: 'q-auth', scope: OTHER_AUTH_SCOPE });
    expect(heard).toEqual([]);
    await say({ kind: 'ask', id: 'q-1', scope: SCOPE });
    // The apps are the bundled ones until the profile API answers: every tab has those.
    expect(heard).toEqual([{ kind: 'answer', id: 'q-1', scope: SCOPE, user: ADA, customers: ADA_ACCOUNTS }]);
  });

  it('a tab holding a handed-over user not confirmed yet answers nobody', async () => {
    net.getUserData.mockReturnValue(new Promise(() => {}));
    const s = await load();
    s.startPortal(undefined);
    await say(answer(await question()));
    expect(s.$session.get()).toMatchObject({ status: 'initializing', user: null });
    heard.length = 0;
    await say({ kind: 'ask', id: 'q-3', scope: SCOPE });
    expect(heard).toEqual([]);
  });

  it('the development stand-in is nobody’s session: it answers nobody, and its sign-out signs out no other tab', async () => {
    const { s, localScope } = await standInTab();
    await say({ kind: 'ask', id: 'q-4', scope: localScope });
    expect(heard).toEqual([]);
    await s.logOut();
    await FakeBroadcastChannel.delivered();
    expect(heard).toEqual([]);
  });

  it('accounts still loading are not handed over; apps received from the profile API are', async () => {
    net.getUserData.mockResolvedValue(ADA);
    const s = await load();
    s.startPortal(undefined);
    await until(() => expect(s.$session.get()).toMatchObject({ status: 'authenticated', user: ADA }));
    await s.joined();
    expect(s.$accounts.get().status).toBe('loading');
    heard.length = 0;
    await say({ kind: 'ask', id: 'q-5', scope: SCOPE });
    expect(heard).toEqual([{ kind: 'answer', id: 'q-5', scope: SCOPE, user: ADA }]);
    s.$appDefinitions.set(APPS);
    s.$definitionsSource.set('api');
    await say({ kind: 'ask', id: 'q-6', scope: SCOPE });
    expect(heard.at(-1)).toEqual({ kind: 'answer', id: 'q-6', scope: SCOPE, user: ADA, apps: APPS });
  });

  it('a user not confirmed (revalidating) or the development stand-in is not handed over', () => {
    const tab = { scope: SCOPE, customers: null, apps: null };
    expect(answerText({ id: 'q', scope: SCOPE }, { ...tab, confirmedUser: null })).toBeNull();
    expect(answerText({ id: 'q', scope: SCOPE }, { ...tab, confirmedUser: ADA })).not.toBeNull();
  });

  it('accounts too many for one message are left out; the user is still handed over', () => {
    const many = Array.from({ length: 20_000 }, (_, index) => account(index + 1));
    const text = answerText({ id: 'q', scope: SCOPE }, { scope: SCOPE, confirmedUser: ADA, customers: { userId: 'user-a', list: many }, apps: null });
    expect(JSON.parse(text ?? '{}')).toEqual({ kind: 'answer', id: 'q', scope: SCOPE, user: ADA });
    // Another user's list is never sent with this user.
    const other = answerText({ id: 'q', scope: SCOPE }, { scope: SCOPE, confirmedUser: ADA, customers: { userId: 'user-b', list: BOB_ACCOUNTS }, apps: null });
    expect(JSON.parse(other ?? '{}')).not.toHaveProperty('customers');
  });
});

describe('the channel’s own life', () => {
  it('without BroadcastChannel (an older browser) the tab starts alone, and a new page resets it', async () => {
    vi.stubGlobal('BroadcastChannel', undefined);
    net.getUserData.mockResolvedValue(ADA);
    const s = await load();
    s.startPortal(undefined);
    await until(() => expect(s.$session.get()).toMatchObject({ status: 'authenticated', user: ADA }));
    await s.joined();
    expect(() => s.resetStores({ only: ['session'] })).not.toThrow();
  });

  it('after a reset (a new page) the old page neither answers nor tells', async () => {
    const s = await signedInTab();
    s.resetStores({ only: ['session'] });
    s.$session.set({ status: 'authenticated', user: BOB, fromAuth: false, isDevelopmentUser: false });
    await FakeBroadcastChannel.delivered();
    await say({ kind: 'ask', id: 'q-7', scope: SCOPE });
    expect(heard).toEqual([]);
  });
});

describe('a sign-out or a user switch reaches the other tabs', () => {
  it('another tab signed out: this one shows signed out, forgets its cache, and stays on its page', async () => {
    const s = await signedInTab();
    await say({ kind: 'signed-out', scope: DEV_SCOPE });
    await say({ kind: 'signed-out', scope: OTHER_AUTH_SCOPE });
    expect(s.$session.get().status).toBe('authenticated');
    await say({ kind: 'signed-out', scope: SCOPE });
    expect(s.$session.get()).toMatchObject({ status: 'unauthenticated', user: null });
    expect(s.$accounts.get().customers).toEqual([]);
    expect(s.readCachedLogin()).toBeNull();
    expect(s.assign).not.toHaveBeenCalled();
    // Followed, not told again.
    expect(heard).toEqual([]);
  });

  it('this tab signs out (the person’s logout, or a 401): the other tabs are told', async () => {
    const s = await signedInTab();
    await s.logOut();
    await FakeBroadcastChannel.delivered();
    expect(heard).toEqual([{ kind: 'signed-out', scope: SCOPE }]);
    expect(s.assign).toHaveBeenCalledTimes(1);
  });

  it('another tab found another user signed in: this one asks GetUserData again, revalidating meanwhile, and takes the new user', async () => {
    const s = await signedInTab();
    const again = deferred<UserData>();
    net.getUserData.mockReturnValue(again.promise);
    net.getAccessibleCustomers.mockResolvedValue(BOB_ACCOUNTS);
    await say({ kind: 'user-changed', scope: SCOPE, userId: 'user-a' });
    expect(s.$session.get().revalidating).toBeUndefined();
    await say({ kind: 'user-changed', scope: SCOPE, userId: 'user-b' });
    expect(s.$session.get()).toMatchObject({ user: ADA, revalidating: true });
    again.resolve(BOB);
    await until(() => expect(s.$accounts.get()).toEqual({ status: 'loaded', customers: BOB_ACCOUNTS, userId: 'user-b' }));
    expect(s.$session.get()).toMatchObject({ status: 'authenticated', user: BOB });
    expect(s.$session.get().revalidating).toBeUndefined();
    // Having followed the other tab, it still tells its own sign-out.
    heard.length = 0;
    await s.logOut();
    await FakeBroadcastChannel.delivered();
    expect(heard).toEqual([{ kind: 'signed-out', scope: SCOPE }]);
  });

  it('this tab finds another user signed in (its own GetUserData names Bob): the other tabs are told once, when the new user is confirmed', async () => {
    const s = await signedInTab();
    const again = deferred<UserData>();
    net.getUserData.mockReturnValue(again.promise);
    net.getAccessibleCustomers.mockResolvedValue(BOB_ACCOUNTS);
    const asked = net.getUserData.mock.calls.length;
    void s.revalidateUser();
    expect(s.$session.get()).toMatchObject({ user: ADA, revalidating: true });
    // Asked once: a second call while the first is out adds no request.
    void s.revalidateUser();
    expect(net.getUserData).toHaveBeenCalledTimes(asked + 1);
    await FakeBroadcastChannel.delivered();
    // Still Ada, not confirmed yet: nothing to tell.
    expect(heard).toEqual([]);
    again.resolve(BOB);
    await until(() => expect(s.$session.get()).toMatchObject({ status: 'authenticated', user: BOB }));
    await FakeBroadcastChannel.delivered();
    expect(heard).toEqual([{ kind: 'user-changed', scope: SCOPE, userId: 'user-b' }]);
    // The same user confirmed again is no change.
    net.getUserData.mockResolvedValue(BOB);
    await s.revalidateUser();
    await FakeBroadcastChannel.delivered();
    expect(heard).toHaveLength(1);
  });

  it('a signed-in tab whose backend then refuses the page’s origin signs no other tab out', async () => {
    const s = await signedInTab();
    const { HttpError } = await import('../../../../src/services/http-error');
    net.getUserData.mockRejectedValue(new HttpError('origin-refused', "The server refused this page's origin"));
    await s.revalidateUser();
    await until(() => expect(s.$session.get()).toMatchObject({ status: 'unauthenticated', originRefused: true }));
    await FakeBroadcastChannel.delivered();
    expect(heard).toEqual([]);
  });

  it('another tab’s user switch is followed only by a tab showing a real signed-in user: not by the development stand-in', async () => {
    const { s, localScope } = await standInTab();
    const asked = net.getUserData.mock.calls.length;
    await say({ kind: 'user-changed', scope: localScope, userId: 'user-b' });
    expect(net.getUserData).toHaveBeenCalledTimes(asked);
    expect(s.$session.get()).toMatchObject({ status: 'authenticated', isDevelopmentUser: true });
    expect(s.$session.get().revalidating).toBeUndefined();
  });

  it('a signed-out tab does not follow another tab’s user switch: it asks GetUserData only when the person signs in', async () => {
    const s = await load();
    const { HttpError } = await import('../../../../src/services/http-error');
    net.getUserData.mockRejectedValue(new HttpError('bad-request', 'HTTP 401', 401));
    s.startPortal(undefined);
    await until(() => expect(s.$session.get().status).toBe('unauthenticated'));
    await s.joined();
    const asked = net.getUserData.mock.calls.length;
    await say({ kind: 'user-changed', scope: SCOPE, userId: 'user-b' });
    expect(net.getUserData).toHaveBeenCalledTimes(asked);
    expect(s.$session.get().status).toBe('unauthenticated');
  });

  it('a reloaded tab whose GetUserData failed with a server error before it joined the others follows another tab’s sign-out', async () => {
    const first = await signedInTab();
    settleStores();
    first.resetStores({ only: ['session'], keepTabCache: true });
    const s = await load();
    const { HttpError } = await import('../../../../src/services/http-error');
    net.getUserData.mockRejectedValue(new HttpError('bad-response', 'HTTP 503', 503));
    s.startPortal(undefined);
    await until(() => expect(s.$session.get().status).toBe('unavailable'));
    await s.joined();
    await say({ kind: 'signed-out', scope: SCOPE });
    expect(s.$session.get().status).toBe('unauthenticated');
    expect(s.assign).not.toHaveBeenCalled();
  });
});
