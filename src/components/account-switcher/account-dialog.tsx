import { Dialog } from '@ark-ui/react/dialog';
import { Portal } from '@ark-ui/react/portal';

/** Props of {@link AccountDialog}. */
export interface AccountDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where focus returns when the dialog closes: the button that opened it. */
  returnFocusTo: () => HTMLElement | null;
}

/** The "Switch account" dialog (SPEC 2.4). Loaded on demand, the first time it opens. */
export function AccountDialog({ open, onOpenChange, returnFocusTo }: AccountDialogProps) {
  return (
    <Dialog.Root open={open} onOpenChange={(details) => onOpenChange(details.open)} finalFocusEl={returnFocusTo} lazyMount unmountOnExit>
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
