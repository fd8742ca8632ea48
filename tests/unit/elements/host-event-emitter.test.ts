// What an element tells its host page of the page-wide state: navigation, the account, sign-out, refusal and signed out.
import type { WritableAtom } from 'nanostores';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { followPortalState } from '../../../elements/internal/host-event-emitter';
import { $portalUrl } from '../../../src/stores/routing/routing';
import { $selectedCustomer } from '../../../src/stores/access/access';
import { $session } from '../../../src/stores/session/session';
import { $originRefused } from '../../../src/stores/platform/platform';

// The page-wide stores as plain atoms: what the emitter makes of their values, not how they are computed.
vi.mock('../../../src/stores/routing/routing', async () => ({ $portalUrl: (await import('nanostores')).atom<string | null>(null) }));
vi.mock('../../../src/stores/access/access', async () => ({ $selectedCustomer: (await import('nanostores')).atom({ customerId: null, customer: null }) }));
vi.mock('../../../src/stores/session/session', async () => ({ $session: (await import('nanostores')).atom({ status: 'loading' }) }));
vi.mock('../../../src/stores/platform/platform', async () => ({ $originRefused: (await import('nanostores')).atom(false) }));

const portalUrl = $portalUrl as unknown as WritableAtom<string | null>;
const selected = $selectedCustomer as unknown as WritableAtom<{ customerId: number | null; customer: { customerName: string } | null }>;
const session = $session as unknown as WritableAtom<{ status: string; originRefused?: boolean }>;
const originRefused = $originRefused as unknown as WritableAtom<boolean>;

/** Every portal-* event the host heard, as `type detail`. */
function hostPage(): { host: HTMLElement; heard: string[] } {
  const target = new EventTarget();
  const heard: string[] = [];
  for (const type of ['portal-navigate', 'portal-account-change', 'portal-sign-out', 'portal-part-error']) {
    target.addEventListener(type, (event) => heard.push(`${type} ${JSON.stringify((event as CustomEvent).detail)}`));
  }
  return { host: target as unknown as HTMLElement, heard };
}

describe('followPortalState', () => {
  beforeEach(() => {
    portalUrl.set(null);
    selected.set({ customerId: null, customer: null });
    session.set({ status: 'loading' });
    originRefused.set(false);
  });

  it('reports the page the portal opens with and each page after, and nothing after stopping', () => {
    portalUrl.set('/home');
    const { host, heard } = hostPage();
    const stop = followPortalState(host, { navigation: true });
    portalUrl.set('/dash?x=1');
    stop();
    portalUrl.set('/later');
    expect(heard).toEqual(['portal-navigate {"path":"/home"}', 'portal-navigate {"path":"/dash?x=1"}']);
  });

  it('reports the account once known, and each change of it', () => {
    const { host, heard } = hostPage();
    followPortalState(host, { account: true });
    selected.set({ customerId: 7, customer: { customerName: 'Nordic' } });
    selected.set({ customerId: 7, customer: { customerName: 'Nordic' } });
    selected.set({ customerId: 8, customer: { customerName: 'Baltic' } });
    expect(heard).toEqual(['portal-account-change {"customerId":7,"customerName":"Nordic"}', 'portal-account-change {"customerId":8,"customerName":"Baltic"}']);
  });

  it('reports a sign-out, but not a visitor found signed out nor a refused origin', () => {
    const { host, heard } = hostPage();
    followPortalState(host, { signOut: true });
    session.set({ status: 'unauthenticated' });
    session.set({ status: 'authenticated' });
    session.set({ status: 'unauthenticated', originRefused: true });
    session.set({ status: 'authenticated' });
    session.set({ status: 'unauthenticated' });
    expect(heard).toEqual(['portal-sign-out {}']);
  });

  it('reports a refused origin and a signed-out visitor as part errors, only when chosen', () => {
    const { host, heard } = hostPage();
    followPortalState(host, { refusal: true, signedOutNotice: true });
    session.set({ status: 'unauthenticated', originRefused: true });
    originRefused.set(true);
    session.set({ status: 'unauthenticated' });
    expect(heard.map((line) => JSON.parse(line.slice('portal-part-error '.length)).reason)).toEqual(['origin-not-allowed', 'signed-out']);

    const quiet = hostPage();
    followPortalState(quiet.host, {});
    portalUrl.set('/x');
    session.set({ status: 'authenticated' });
    session.set({ status: 'unauthenticated' });
    expect(quiet.heard).toEqual([]);
  });
});
