import { describe, expect, it, vi } from 'vitest';
import type * as UserFacts from '../../../../../src/stores/session/derived-user-fields';
import { freshSession, sessionHarness } from '../session-kit';
import { keepMounted, signedIn, signedOut, user, settle } from '../../store-test-kit';

// The hashed user id when hashes answer out of order or fail: each hash is settled by the test.

const hashes = vi.hoisted(() => ({ pending: new Map<string, { resolve: (hash: string) => void; reject: (error: unknown) => void }>() }));
vi.mock('../../../../../src/stores/session/derived-user-fields', async () => ({
  ...(await vi.importActual<typeof UserFacts>('../../../../../src/stores/session/derived-user-fields')),
  hashUserId: (userId: string) =>
    new Promise<string>((resolve, reject) => {
      hashes.pending.set(userId, { resolve, reject });
    }),
}));

async function setup() {
  hashes.pending.clear();
  const { $session, $hashedUserId } = await freshSession();
  keepMounted($hashedUserId);
  const signIn = (userId: string) => $session.set(signedIn(user({ userId })));
  return { $session, $hashedUserId, signIn };
}

sessionHarness({});

describe('the hashed user id follows the user now signed in', () => {
  it('a hash of the previous user that answers late is not shown for the next one', async () => {
    const s = await setup();
    s.signIn('user-1');
    s.signIn('user-2');
    hashes.pending.get('user-2')!.resolve('hash-2');
    await settle();
    expect(s.$hashedUserId.get()).toBe('hash-2');
    hashes.pending.get('user-1')!.resolve('hash-1');
    await settle();
    expect(s.$hashedUserId.get()).toBe('hash-2');
  });

  it('after sign-out, the signed-out user’s late hash shows nothing', async () => {
    const s = await setup();
    s.signIn('user-1');
    s.$session.set(signedOut());
    hashes.pending.get('user-1')!.resolve('hash-1');
    await settle();
    expect(s.$hashedUserId.get()).toBeNull();
  });

  it('a hash that fails leaves the id unknown and says why in the console', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const s = await setup();
    const failure = new Error('WebCrypto is not available');
    s.signIn('user-1');
    hashes.pending.get('user-1')!.reject(failure);
    await settle();
    expect(warn).toHaveBeenCalledWith('The user id could not be hashed.', failure);
    expect(s.$hashedUserId.get()).toBeNull();
  });
});
