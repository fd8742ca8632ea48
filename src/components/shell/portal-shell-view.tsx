import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import type { HostParams } from '../../config/resolve-environment';
import { $selectedCustomer } from '../../stores/selected-customer';
import { $initials, $session } from '../../stores/session';
import { startPortal } from '../../stores/portal-startup';
import { firstNameOf } from '../../stores/user-facts';
import { AccountSwitcher } from '../account-switcher/account-switcher';

/** Props of {@link PortalShellView}. */
export interface PortalShellViewProps {
  /** HostParamsJson from the host: JSON text or an object. */
  hostParams?: HostParams;
}

/**
 * The shell's frame: the top bar with the logo, the account switcher and the user's initials,
 * and the region where the home page and the product areas render.
 */
export function PortalShellView({ hostParams }: PortalShellViewProps) {
  useEffect(() => startPortal(hostParams), [hostParams]);
  const session = useStore($session);
  const initials = useStore($initials);
  const { customer, customerId } = useStore($selectedCustomer);
  const firstName = firstNameOf(session.user?.fullName);

  return (
    <div className="shell" part="shell" aria-busy={session.status === 'initializing'}>
      <header className="shell__top-bar" part="top-bar">
        <a className="shell__logo" href="/" aria-label="Portal home">
          Portal
        </a>
        <AccountSwitcher selectedName={customer?.customerName ?? (customerId ? String(customerId) : undefined)} />
        {session.user && (
          <span className="shell__initials" title={session.user.fullName} aria-label={`Signed in as ${session.user.fullName}`}>
            {initials}
          </span>
        )}
      </header>
      <main className="shell__content" part="content">
        <h1 className="shell__welcome">{firstName ? `Welcome, ${firstName}` : 'Welcome back'}</h1>
      </main>
    </div>
  );
}
