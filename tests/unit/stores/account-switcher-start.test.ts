import { beforeEach, describe, expect, it, vi } from 'vitest';

// One <portal-account-switcher>'s settings into the page's stores: each applied when it changed.
// The portal's start and the address tidying are stubbed (each has its own tests).

const parts = vi.hoisted(() => ({ startPortal: vi.fn(), tidySignInReturn: vi.fn() }));
vi.mock('../../../src/stores/page-start', () => ({ startPortal: parts.startPortal }));
vi.mock('../../../src/stores/session/sign-in-return-params', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  tidySignInReturn: parts.tidySignInReturn,
}));
vi.mock('../../../src/stores/access/access', async () => {
  const { atom } = await import('nanostores');
  return { $lastSelectedCustomerId: atom<number | null>(null) };
});

const { createAccountSwitcherStart } = await import('../../../src/stores/account-switcher-start');
const { $lastSelectedCustomerId } = await import('../../../src/stores/access/access');

beforeEach(() => {
  parts.startPortal.mockReset();
  parts.tidySignInReturn.mockReset();
  $lastSelectedCustomerId.set(null);
});

describe('createAccountSwitcherStart', () => {
  it('the first settings start the portal with the host parameters, tidy the address and select the account', () => {
    createAccountSwitcherStart().applySettings({ hostParams: '{"EnvName":"Dev"}', selectedCustomerId: 1002 });
    expect(parts.startPortal).toHaveBeenCalledWith('{"EnvName":"Dev"}');
    expect(parts.tidySignInReturn).toHaveBeenCalledTimes(1);
    expect($lastSelectedCustomerId.get()).toBe(1002);
  });

  it('starts the portal without host parameters too (the page global is read then)', () => {
    createAccountSwitcherStart().applySettings({});
    expect(parts.startPortal).toHaveBeenCalledWith(undefined);
    expect($lastSelectedCustomerId.get()).toBe(null);
  });

  it('applies a setting only when it changed: a person\'s pick stays until the host chooses again', () => {
    const start = createAccountSwitcherStart();
    start.applySettings({ selectedCustomerId: 1002 });
    $lastSelectedCustomerId.set(1001);
    start.applySettings({ hostParams: '{"EnvName":"Dev"}', selectedCustomerId: 1002 });
    expect($lastSelectedCustomerId.get()).toBe(1001);
    expect(parts.startPortal).toHaveBeenCalledTimes(2);
    start.applySettings({ hostParams: '{"EnvName":"Dev"}', selectedCustomerId: 1002 });
    expect(parts.startPortal).toHaveBeenCalledTimes(2);
    expect(parts.tidySignInReturn).toHaveBeenCalledTimes(2);
    start.applySettings({ hostParams: '{"EnvName":"Dev"}', selectedCustomerId: 1003 });
    expect($lastSelectedCustomerId.get()).toBe(1003);
  });

  it('passes over an account id that is not a whole number above 0', () => {
    const start = createAccountSwitcherStart();
    for (const selectedCustomerId of [0, -5, 1.5, Number.NaN]) start.applySettings({ selectedCustomerId });
    expect($lastSelectedCustomerId.get()).toBe(null);
  });

  it('each switcher remembers its own settings', () => {
    const first = createAccountSwitcherStart();
    first.applySettings({ selectedCustomerId: 1002 });
    $lastSelectedCustomerId.set(1001);
    createAccountSwitcherStart().applySettings({ selectedCustomerId: 1002 });
    expect($lastSelectedCustomerId.get()).toBe(1002);
  });
});
