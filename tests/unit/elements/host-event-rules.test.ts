import { describe, expect, it } from 'vitest';
import { accountChange, isSignOut } from '../../../elements/internal/host-event-rules';

const customer = (customerId: number, customerName: string) => ({ customerId, customer: { customerName } });

describe('portal-account-change: what a host is told', () => {
  it('reports the first known account, with its name when the list has it', () => {
    expect(accountChange(undefined, customer(1001, 'Nordic Outdoor'))).toEqual({ customerId: 1001, customerName: 'Nordic Outdoor' });
    expect(accountChange(undefined, { customerId: 1001, customer: null })).toEqual({ customerId: 1001, customerName: null });
  });

  it('says nothing while no account is known yet', () => {
    expect(accountChange(undefined, { customerId: null, customer: null })).toBeNull();
  });

  it('reports a change of account, and a name arriving for the same account', () => {
    const first = { customerId: 1001, customerName: null };
    expect(accountChange(first, customer(1001, 'Nordic Outdoor'))).toEqual({ customerId: 1001, customerName: 'Nordic Outdoor' });
    expect(accountChange({ customerId: 1001, customerName: 'Nordic Outdoor' }, customer(2002, 'Baltic Home'))).toEqual({ customerId: 2002, customerName: 'Baltic Home' });
  });

  it('does not repeat the account it reported last', () => {
    expect(accountChange({ customerId: 1001, customerName: 'Nordic Outdoor' }, customer(1001, 'Nordic Outdoor'))).toBeNull();
  });

  it('reports losing the account (signed out)', () => {
    expect(accountChange({ customerId: 1001, customerName: 'Nordic Outdoor' }, { customerId: null, customer: null })).toEqual({ customerId: null, customerName: null });
  });
});

describe('portal-sign-out: when a host is told', () => {
  it('is a signed-in session turning signed out', () => {
    expect(isSignOut('authenticated', 'unauthenticated')).toBe(true);
  });

  it('is not a visitor found signed out at start, nor a repeat', () => {
    expect(isSignOut('initializing', 'unauthenticated')).toBe(false);
    expect(isSignOut('unauthenticated', 'unauthenticated')).toBe(false);
    expect(isSignOut('initializing', 'authenticated')).toBe(false);
  });
});
