import { createHmac } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { sessionHarness, freshSessionOnFakeTime } from '../session-kit';
import { keepMounted, realTurn, until, user } from '../../store-test-kit';

// The network: GetUserData and RefreshLogin are stubbed; logoutUrl stays real.
const { realModuleWith } = await vi.hoisted(() => import('../../store-test-kit'));
const auth = vi.hoisted(() => ({ getUserData: vi.fn(), refreshLogin: vi.fn() }));
vi.mock('../../../../../src/services/auth-service', realModuleWith(auth));

/** The fixed HMAC key of the hashed user id. */
const HASH_KEY = 'portal-shell-user-id-v1';

const setup = freshSessionOnFakeTime;

sessionHarness({ auth });

describe('Authentication: "The user is unauthenticated until the user-data call succeeds, then authenticated. Role flags derive from userRole."', () => {
  it('starts initializing, without a user, and becomes authenticated with the user of GetUserData', async () => {
    const s = await setup();
    expect(s.$session.get()).toMatchObject({ status: 'initializing', user: null });
    expect(s.$initials.get()).toBe('N/A');
    const pending = s.initializeLogin(false);
    expect(s.$session.get().status).toBe('initializing');
    await pending;
    expect(s.$session.get()).toEqual({ status: 'authenticated', user: user(), fromAuth: false, isDevelopmentUser: false });
    expect(auth.getUserData).toHaveBeenCalledTimes(1);
    expect(s.assign).not.toHaveBeenCalled();
  });

  it.each([
    [0, { isCustomer: true, isAdmin: false, isPartner: false }],
    [1, { isCustomer: false, isAdmin: true, isPartner: false }],
    [2, { isCustomer: false, isAdmin: false, isPartner: true }],
  ] as const)('userRole %i gives the role flags %o', async (userRole, flags) => {
    const s = await setup();
    expect(s.$roles.get()).toEqual({ isCustomer: false, isAdmin: false, isPartner: false });
    auth.getUserData.mockResolvedValue(user({ userRole }));
    await s.initializeLogin(false);
    expect(s.$roles.get()).toEqual(flags);
  });

  it('initials (first letter of the first and last word of the full name, uppercased, or N/A)', async () => {
    const s = await setup();
    auth.getUserData.mockResolvedValue(user({ fullName: '  ada mary lovelace ' }));
    await s.initializeLogin(false);
    expect(s.$initials.get()).toBe('AL');
  });

  it('$hashedUserId becomes the HMAC hex of the user id', async () => {
    const s = await setup();
    expect(s.$hashedUserId.get()).toBeNull();
    await s.initializeLogin(false);
    const expected = createHmac('sha256', HASH_KEY).update('user-1').digest('hex');
    await until(() => expect(s.$hashedUserId.get()).toBe(expected));
    expect(expected).toMatch(/^[0-9a-f]{64}$/);
  });

  it('$hashedUserId is worked out only while followed: a sign-in alone hashes nothing (no WebCrypto on the start-up path)', async () => {
    const importKey = vi.spyOn(crypto.subtle, 'importKey');
    const s = await setup();
    await s.initializeLogin(false);
    for (let turn = 0; turn < 20; turn += 1) await realTurn();
    expect(importKey).not.toHaveBeenCalled();
    keepMounted(s.$hashedUserId);
    await until(() => expect(s.$hashedUserId.get()).toBe(createHmac('sha256', HASH_KEY).update('user-1').digest('hex')));
    expect(importKey).toHaveBeenCalledTimes(1);
  });
});
