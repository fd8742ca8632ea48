import { afterEach, describe, expect, it, vi } from 'vitest';
import { FakeStorage } from '../../store-test-kit';

// What the frame pool reads of the page before anything is known: nobody signed in, no address yet.

afterEach(() => {
  vi.unstubAllGlobals();
});

async function freshState() {
  vi.stubGlobal('localStorage', new FakeStorage());
  vi.resetModules();
  const state = await import('../../../../../src/stores/frames/app-frame-state');
  const { resetStores } = await import('../../../../../src/stores/store-reset');
  resetStores();
  return state;
}

describe('the frame pool before sign-in', () => {
  it('the frame URL placeholders stand for nobody while no user is signed in', async () => {
    const state = await freshState();
    expect(state.ids()).toEqual({ customerId: null, partnerId: null });
  });

  it('the shell path is the root until the shell has an address', async () => {
    const state = await freshState();
    expect(state.currentPathWithSearch()).toBe('/');
  });
});
