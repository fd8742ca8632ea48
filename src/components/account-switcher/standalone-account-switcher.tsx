import { useEffect } from 'react';
import type { HostParams } from '../../config/resolve-environment';
import { startPortal } from '../../stores/portal-startup';
import { tidySignInReturn } from '../../stores/sign-in-return-address';
import { useAfterFirstPaint } from '../shell/after-first-paint';
import { $lastSelectedCustomerId } from '../../stores/selected-customer';
import { emit } from '../portal-events';
import { AccountSwitcher } from './account-switcher';

/** Props of {@link StandaloneAccountSwitcher}. */
export interface StandaloneAccountSwitcherProps {
  container: ShadowRoot;
  /** The account to show as selected (the host decides). */
  selectedCustomerId?: number | undefined;
  /** HostParamsJson, when the switcher is alone on the page. */
  hostParams?: HostParams;
}

/**
 * `<portal-account-switcher>`: the shell's switcher on its own. It shares the page's session
 * (inside a portal page it uses the shell's accounts; alone, it signs in and reads them from the
 * auth server) and tells the host which account the person picked.
 */
export function StandaloneAccountSwitcher({ container, selectedCustomerId, hostParams }: StandaloneAccountSwitcherProps) {
  useEffect(() => {
    startPortal(hostParams);
    tidySignInReturn();
  }, [hostParams]);
  // A switcher showing accounts from the tab's cache lets the HTTP library load once it is painted.
  useAfterFirstPaint(true);
  useEffect(() => {
    if (Number.isInteger(selectedCustomerId) && (selectedCustomerId as number) > 0) $lastSelectedCustomerId.set(selectedCustomerId as number);
  }, [selectedCustomerId]);
  return (
    <AccountSwitcher
      // Only a person's choice in the dialog: an account chosen for them (their only one, the last one) is portal-account-change.
      onPicked={({ customerId, customerName }) => emit(container, 'portal-account-select', { customerId, customerName })}
    />
  );
}
