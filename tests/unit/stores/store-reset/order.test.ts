import { describe, expect, it, vi } from 'vitest';

// A module that loaded later follows the earlier ones (it listens to their stores), so it must
// let go before they reset under it.

describe('resetStores', () => {
  it('resets the parts that registered last first, and only the parts asked for', async () => {
    vi.resetModules();
    const { onStoreReset, resetStores } = await import('../../../../src/stores/store-reset');
    const order: string[] = [];
    onStoreReset('session', () => order.push('first loaded'));
    onStoreReset('routing', () => order.push('second loaded'));
    onStoreReset('feeds', () => order.push('last loaded'));
    resetStores();
    expect(order).toEqual(['last loaded', 'second loaded', 'first loaded']);
    order.length = 0;
    resetStores({ only: ['session', 'feeds'] });
    expect(order).toEqual(['last loaded', 'first loaded']);
  });
});
