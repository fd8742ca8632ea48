import { useStore } from '@nanostores/react';
import { Suspense, useRef, useState } from 'react';
import type { Account } from './account-filter';
import { $accountDialogRequired, $selectedCustomer } from '../../stores/access/access';
import { $session, signInAgain } from '../../stores/session/session';
import { lazyPart } from '../lazy-part';
import type { PartName } from '../element-parts';

// When its code cannot be fetched, the button stays and the part's place offers Try again.
const { Component: AccountDialog, preload: loadDialog } = lazyPart(() => import('./account-dialog').then((module) => module.AccountDialog));

/** Props of {@link AccountSwitcher}. */
export interface AccountSwitcherProps {
  /** Name of the account the user acts for, if one is chosen; defaults to the active account's name. */
  selectedName?: string | undefined;
  /** Called with the account the person picked in the dialog (also when it was already the selected one). */
  onPicked?: ((account: Account) => void) | undefined;
}

/**
 * The account switcher: a top-bar button that opens the "Switch account" dialog. The dialog's
 * code loads on demand (when the pointer comes near the button, or on the first click), so it is
 * not on the shell's first-paint path. While an account must be chosen, the dialog loads and
 * opens by itself and cannot be dismissed.
 */
export function AccountSwitcher({ selectedName, onPicked }: AccountSwitcherProps) {
  const button = useRef<HTMLButtonElement>(null);
  const [requested, setRequested] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const required = useStore($accountDialogRequired);
  const { customer } = useStore($selectedCustomer);
  const session = useStore($session);
  const signedOut = session.status === 'unauthenticated';
  const refused = session.originRefused === true;
  const open = requested || required;
  const name = selectedName ?? customer?.customerName;
  // Once loaded (by a click or because an account must be chosen) the dialog stays mounted, so it
  // can close properly and return focus.
  if (required && !loaded) setLoaded(true);

  // The backend refused this site: signing in would not help, so the place only says so.
  if (refused) {
    return (
      <span className="account-switcher__unavailable" part={'unavailable' satisfies PartName} role="status">
        Not available on this site
      </span>
    );
  }

  // Back from signing in and still signed out here: the browser keeps the portal's cookie from this
  // site, so another Sign in would only go round again.
  if (signedOut && session.fromAuth && session.unreachable !== true) {
    return (
      <span className="account-switcher__unavailable" part={'unavailable' satisfies PartName} role="status">
        Not available on this site: it cannot use your portal sign-in
      </span>
    );
  }

  // Signed out (a host page that does not send visitors to sign in by itself): no accounts to
  // list, so the button offers the sign-in, which comes back to this page.
  if (signedOut) {
    return (
      <button type="button" className="button account-switcher__button" part={'account-switcher-button' satisfies PartName} onClick={signInAgain}>
        <span className="account-switcher__current">Sign in to choose an account</span>
      </button>
    );
  }

  return (
    <>
      <button
        ref={button}
        type="button"
        className="button account-switcher__button"
        part={'account-switcher-button' satisfies PartName}
        // Says what it does and which account is current; the visible name (ellipsized on a phone) is all there.
        aria-label={name ? `Switch account, current account: ${name}` : 'Select account'}
        title={name}
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={() => void loadDialog()}
        onFocus={() => void loadDialog()}
        onClick={() => {
          setLoaded(true);
          setRequested(true);
        }}
      >
        <span className="account-switcher__current">{name ?? 'Select account'}</span>
      </button>
      {loaded && (
        <Suspense fallback={null}>
          <AccountDialog open={open} persistent={required} onOpenChange={setRequested} onPicked={onPicked} returnFocusTo={() => button.current} />
        </Suspense>
      )}
    </>
  );
}
