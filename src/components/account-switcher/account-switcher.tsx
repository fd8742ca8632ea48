import { Dialog } from '@ark-ui/react/dialog';
import { Portal } from '@ark-ui/react/portal';

/** Props of {@link AccountSwitcher}. */
export interface AccountSwitcherProps {
  /** Name of the account the user acts for, if one is chosen. */
  selectedName?: string | undefined;
}

/** The account switcher: a top-bar button that opens the "Switch account" dialog. */
export function AccountSwitcher({ selectedName }: AccountSwitcherProps) {
  return (
    <Dialog.Root lazyMount unmountOnExit>
      <Dialog.Trigger className="button" part="account-switcher-button">
        {selectedName ?? 'Select account'}
      </Dialog.Trigger>
      <Portal>
        <Dialog.Backdrop className="dialog-backdrop" />
        <Dialog.Positioner className="dialog-positioner">
          <Dialog.Content className="dialog-content account-switcher__content" part="account-dialog">
            <Dialog.Title className="dialog-title">Switch account</Dialog.Title>
            <Dialog.Description>Choose the customer account you act for.</Dialog.Description>
            <Dialog.CloseTrigger className="button">Close</Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
