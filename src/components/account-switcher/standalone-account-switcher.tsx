import { emit } from '../portal-events';
import { AccountSwitcher } from './account-switcher';

/** Props of {@link StandaloneAccountSwitcher}. */
export interface StandaloneAccountSwitcherProps {
  container: ShadowRoot;
}

/**
 * `<portal-account-switcher>`: the shell's switcher on its own. It shares the page's session
 * (inside a portal page it uses the shell's accounts; alone, it signs in and reads them from the
 * auth server) and tells the host which account the person picked. Its element's settings reach
 * the stores from the element (`createAccountSwitcherStart`), not through this view.
 */
export function StandaloneAccountSwitcher({ container }: StandaloneAccountSwitcherProps) {
  return (
    <AccountSwitcher
      // Only a person's choice in the dialog: an account chosen for them (their only one, the last one) is portal-account-change.
      onPicked={({ customerId, customerName }) => emit(container, 'portal-account-select', { customerId, customerName })}
    />
  );
}
