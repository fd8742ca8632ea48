import { describe, expect, it, vi } from 'vitest';
import type { AccessToken, AccessTokenRequest, UserData } from '../../../../../src/services/auth-types';
import { freshToolsAccess, staff as person, toolCalls as toolCallsOf, toolsAccessHarness } from './internal-tools-access-kit';
import { HOUR, deferred, settleStores, until, settle } from '../../store-test-kit';

const { realModuleWith } = await vi.hoisted(() => import('../../store-test-kit'));
const auth = vi.hoisted(() => ({ createAccessToken: vi.fn(), getAccessibleCustomers: vi.fn(), refreshAccessibleCustomers: vi.fn() }));
vi.mock('../../../../../src/services/auth-service', realModuleWith(auth));

const NOW = new Date('2030-06-01T08:00:00.000Z');

/** The product texts, written out: "services modulebuilder, modulebuilder-api, tcen, domngr for the client portalui". */
const toolsRequest = (impersonateCustomerId: number): AccessTokenRequest => ({
  client: 'portalui',
  services: ['modulebuilder', 'modulebuilder-api', 'tcen', 'domngr'],
  impersonateCustomerId,
});

const tools = toolsAccessHarness(auth, [5150, 1001, 1002]);
const toolCalls = () => toolCallsOf(auth);

/** Moves the fake clock, then lets whatever the timers started settle. */
async function advance(ms: number): Promise<void> {
  await vi.advanceTimersByTimeAsync(ms);
  await settle();
}

/** Fresh stores; signed in as `user` with their accounts loaded; the clock faked from then on. */
async function setup(user: UserData = person(1)) {
  const s = await freshToolsAccess();
  await s.signIn(user);
  vi.useFakeTimers({ now: NOW, toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  return s;
}

describe('internal tools access: requested for an administrator when the internal tools page opens', () => {
  it('nothing is asked before the page opens; on opening, CreateAccessCookie for portalui and the four services, impersonating the current customer', async () => {
    const s = await setup();
    await settle();
    expect(auth.createAccessToken).not.toHaveBeenCalled();
    s.openPage();
    expect(s.$internalToolsAccess.get()).toEqual({ status: 'pending', customerId: 5150 });
    await until(() => expect(s.$internalToolsAccess.get()).toEqual({ status: 'ready', customerId: 5150 }));
    expect(auth.createAccessToken).toHaveBeenCalledTimes(1);
    expect(auth.createAccessToken).toHaveBeenCalledWith(expect.anything(), toolsRequest(5150));
  });

  it('not for a customer or a partner', async () => {
    for (const role of [0, 2] as const) {
      const s = await setup(person(role, `u-${role}`));
      s.openPage();
      await settle();
      expect(s.$internalToolsAccess.get()).toEqual({ status: 'none' });
      settleStores();
      vi.useRealTimers();
    }
    expect(auth.createAccessToken).not.toHaveBeenCalled();
  });

  it('a tool may not be opened before the cookie exists; then it may', async () => {
    const s = await setup();
    const answer = deferred<AccessToken>();
    auth.createAccessToken.mockReturnValueOnce(answer.promise);
    s.openPage();
    expect(s.mayOpenInternalTool()).toBe(false);
    await settle();
    // Asked once, however often the person clicks while waiting.
    expect(auth.createAccessToken).toHaveBeenCalledTimes(1);
    answer.resolve({ token: 't', client: 'portalui', services: [], customerId: 5150, expirationUtc: new Date(NOW.getTime() + HOUR).toISOString() });
    await until(() => expect(s.$internalToolsAccess.get().status).toBe('ready'));
    expect(s.mayOpenInternalTool()).toBe(true);
  });

  it('renewed at two thirds of its remaining life (3 h -> at 2 h), also after the page is left', async () => {
    const s = await setup();
    const leave = s.openPage();
    await until(() => expect(toolCalls()).toEqual([5150]));
    leave();
    await advance(2 * HOUR - 1);
    expect(toolCalls()).toEqual([5150]);
    await advance(1);
    await until(() => expect(toolCalls()).toEqual([5150, 5150]));
  });

  it('not renewed when two thirds of its life is more than 20 h away (valid 31 h)', async () => {
    tools.issuer.validForMs = 31 * HOUR;
    const s = await setup();
    s.openPage();
    await until(() => expect(toolCalls()).toEqual([5150]));
    await advance(31 * HOUR - 1);
    expect(toolCalls()).toEqual([5150]);
  });

  it('a new customer: requested again for that customer, and the old customer’s cookie is never renewed', async () => {
    const s = await setup();
    s.openPage();
    await until(() => expect(toolCalls()).toEqual([5150]));
    await advance(HOUR);
    s.$lastSelectedCustomerId.set(1001);
    await until(() => expect(s.$internalToolsAccess.get()).toEqual({ status: 'ready', customerId: 1001 }));
    expect(toolCalls()).toEqual([5150, 1001]);
    expect(s.$tokens.get()[s.tokenKey(toolsRequest(5150))]).toBeUndefined();
    // 5150's renewal was due at 2 h; 1001's comes 2 h after it was issued, at 3 h.
    await advance(2 * HOUR - 1);
    expect(toolCalls()).toEqual([5150, 1001]);
    await advance(1);
    await until(() => expect(toolCalls()).toEqual([5150, 1001, 1001]));
  });

  it('an answer for the old customer arriving after the change is not kept or renewed', async () => {
    const s = await setup();
    const late = deferred<AccessToken>();
    auth.createAccessToken.mockReturnValueOnce(late.promise);
    s.openPage();
    await until(() => expect(toolCalls()).toEqual([5150]));
    s.$lastSelectedCustomerId.set(1001);
    await until(() => expect(s.$internalToolsAccess.get()).toEqual({ status: 'ready', customerId: 1001 }));
    late.resolve({ token: 'late', client: 'portalui', services: [], customerId: 5150, expirationUtc: new Date(NOW.getTime() + 3 * HOUR).toISOString() });
    await settle();
    expect(s.$internalToolsAccess.get()).toEqual({ status: 'ready', customerId: 1001 });
    expect(s.$tokens.get()[s.tokenKey(toolsRequest(5150))]).toBeUndefined();
    await advance(2 * HOUR + 1);
    expect(toolCalls().filter((id) => id === 5150)).toHaveLength(1);
  });

  it.each([400, 401])('%i signs the administrator out, with the redirect', async (code) => {
    const s = await setup();
    auth.createAccessToken.mockRejectedValue(s.status(code));
    s.openPage();
    await until(() => expect(s.$session.get().status).toBe('unauthenticated'));
    expect(s.assign).toHaveBeenCalledTimes(1);
    expect(new URL(String(s.assign.mock.calls[0]?.[0])).pathname).toBe('/identity/account/logout');
    expect(s.$internalToolsAccess.get()).toEqual({ status: 'none' });
  });

  it('another failure: the page says so, nobody is signed out, and trying again asks again', async () => {
    const s = await setup();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    auth.createAccessToken.mockRejectedValueOnce(s.status(500));
    s.openPage();
    await until(() => expect(s.$internalToolsAccess.get()).toEqual({ status: 'failed', customerId: 5150 }));
    expect(warn).toHaveBeenCalled();
    expect(s.mayOpenInternalTool()).toBe(false);
    await until(() => expect(s.$internalToolsAccess.get()).toEqual({ status: 'ready', customerId: 5150 }));
    expect(toolCalls()).toEqual([5150, 5150]);
    expect(s.assign).not.toHaveBeenCalled();
  });

  it('an expired cookie (no renewal happened) is asked for again before a tool opens', async () => {
    tools.issuer.validForMs = 31 * HOUR;
    const s = await setup();
    s.openPage();
    await until(() => expect(s.$internalToolsAccess.get().status).toBe('ready'));
    expect(s.mayOpenInternalTool(NOW.getTime() + 31 * HOUR)).toBe(false);
    await until(() => expect(toolCalls()).toEqual([5150, 5150]));
  });

  it('coming back to the page while the cookie is valid asks nothing and is ready at once', async () => {
    const s = await setup();
    const leave = s.openPage();
    await until(() => expect(s.$internalToolsAccess.get().status).toBe('ready'));
    leave();
    await advance(HOUR);
    s.openPage();
    expect(s.$internalToolsAccess.get()).toEqual({ status: 'ready', customerId: 5150 });
    expect(toolCalls()).toEqual([5150]);
  });
});
