import { lazy, Suspense, useRef, useState } from 'react';

const loadDialog = () => import('./account-dialog');
const AccountDialog = lazy(() => loadDialog().then((module) => ({ default: module.AccountDialog })));

/** Props of {@link AccountSwitcher}. */
export interface AccountSwitcherProps {
  /** Name of the account the user acts for, if one is chosen. */
  selectedName?: string | undefined;
}

/**
 * The account switcher: a top-bar button that opens the "Switch account" dialog. The dialog's
 * code loads on demand (when the pointer comes near the button, or on the first click), so it is
 * not on the shell's first-paint path.
 */
export function AccountSwitcher({ selectedName }: AccountSwitcherProps) {
  const button = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);

  return (
    <>
      <button
        ref={button}
        type="button"
        className="button"
        part="account-switcher-button"
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={() => void loadDialog()}
        onFocus={() => void loadDialog()}
        onClick={() => {
          setLoaded(true);
          setOpen(true);
        }}
      >
        {selectedName ?? 'Select account'}
      </button>
      {loaded && (
        <Suspense fallback={null}>
          <AccountDialog open={open} onOpenChange={setOpen} returnFocusTo={() => button.current} />
        </Suspense>
      )}
    </>
  );
}
