import { useStore } from '@nanostores/react';
import { Suspense, useRef, useState } from 'react';
import { $accountDialogRequired, $selectedCustomer } from '../../stores/selected-customer';
import { lazyPart } from '../lazy-part';

// When its code cannot be fetched, the button stays and the part's place offers Try again.
const { Component: AccountDialog, preload: loadDialog } = lazyPart(() => import('./account-dialog').then((module) => module.AccountDialog));

/** Props of {@link AccountSwitcher}. */
export interface AccountSwitcherProps {
  /** Name of the account the user acts for, if one is chosen; defaults to the active account's name. */
  selectedName?: string | undefined;
}

/**
 * The account switcher: a top-bar button that opens the "Switch account" dialog. The dialog's
 * code loads on demand (when the pointer comes near the button, or on the first click), so it is
 * not on the shell's first-paint path. While an account must be chosen, the dialog loads and
 * opens by itself and cannot be dismissed (SPEC 4 "Account dialog").
 */
export function AccountSwitcher({ selectedName }: AccountSwitcherProps) {
  const button = useRef<HTMLButtonElement>(null);
  const [requested, setRequested] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const required = useStore($accountDialogRequired);
  const { customer } = useStore($selectedCustomer);
  const open = requested || required;
  const name = selectedName ?? customer?.customerName;
  // Once loaded (by a click or because an account must be chosen) the dialog stays mounted, so it
  // can close properly and return focus.
  if (required && !loaded) setLoaded(true);

  return (
    <>
      <button
        ref={button}
        type="button"
        className="button account-switcher__button"
        part="account-switcher-button"
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
          <AccountDialog open={open} persistent={required} onOpenChange={setRequested} returnFocusTo={() => button.current} />
        </Suspense>
      )}
    </>
  );
}
