import { useStore } from '@nanostores/react';
import { Dialog } from '@ark-ui/react/dialog';
import { Portal } from '@ark-ui/react/portal';
import { useRef, useState } from 'react';
import { SPECIAL_PANEL_CUSTOMER_ID } from '../../config/business-constants';
import type { Account } from './account-filter';
import { $selectedCustomer } from '../../stores/access/access';
import { AccountPicker } from './account-picker';
import { SpecialAccountPanel } from './special-account-panel';
import { usePartStyles } from '../part-styles';
import { useInertBehind } from '../inert-behind';
import accountDialogCss from './account-dialog.css?inline';
import type { PartName } from '../element-parts';

/** Props of {@link AccountDialog}. */
export interface AccountDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /**
   * An account must be chosen: no close button, and Escape and
   * outside clicks do nothing.
   */
  persistent?: boolean;
  /** Called with the account the person picked. */
  onPicked?: ((account: Account) => void) | undefined;
  /** Where focus returns when the dialog closes: the button that opened it. */
  returnFocusTo: () => HTMLElement | null;
}

/** The dialog's styles come with its code. */
const ACCOUNT_DIALOG_STYLES = [accountDialogCss];

/** The "Switch account" dialog. Loaded on demand, the first time it opens. */
export function AccountDialog({ open, onOpenChange, persistent = false, onPicked, returnFocusTo }: AccountDialogProps) {
  usePartStyles(ACCOUNT_DIALOG_STYLES);
  const search = useRef<HTMLInputElement>(null);
  const { customerId, customer } = useStore($selectedCustomer);
  const [content, setContent] = useState<HTMLDivElement | null>(null);
  const [backdrop, setBackdrop] = useState<HTMLDivElement | null>(null);
  useInertBehind(open, content, backdrop);

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => {
        if (details.open || !persistent) onOpenChange(details.open);
      }}
      closeOnEscape={!persistent}
      closeOnInteractOutside={!persistent}
      initialFocusEl={() => search.current}
      finalFocusEl={returnFocusTo}
      lazyMount
      unmountOnExit
    >
      <Portal>
        {/* Takes the presses beside the dialog, so that focus stays in it (not on the page body). */}
        <Dialog.Backdrop ref={setBackdrop} className="dialog-backdrop account-switcher__backdrop" onMouseDown={(event) => event.preventDefault()} />
        <Dialog.Positioner className="dialog-positioner account-switcher__positioner">
          <Dialog.Content ref={setContent} className="dialog-content account-switcher__content" part={'account-dialog' satisfies PartName}>
            <div className="account-switcher__header">
              <Dialog.Title className="dialog-title">Switch account</Dialog.Title>
              {!persistent && (
                <Dialog.CloseTrigger className="button account-switcher__close" aria-label="Close">
                  <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true">
                    <path d="M3.5 3.5l9 9M12.5 3.5l-9 9" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
                  </svg>
                </Dialog.CloseTrigger>
              )}
            </div>
            <Dialog.Description className="account-switcher__description">
              {persistent ? 'Choose the customer account you act for to continue.' : 'Choose the customer account you act for.'}
            </Dialog.Description>
            {customerId === SPECIAL_PANEL_CUSTOMER_ID && <SpecialAccountPanel account={customer} />}
            <AccountPicker searchRef={search} onPicked={(account) => {
                onOpenChange(false);
                onPicked?.(account);
              }}
            />
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
