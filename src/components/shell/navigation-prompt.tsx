import { useStore } from '@nanostores/react';
import { useRef } from 'react';
import { Dialog } from '@ark-ui/react/dialog';
import { Portal } from '@ark-ui/react/portal';
import { $navigationPrompt, answerNavigation } from '../../stores/navigation-confirmation';

/** The dirty-state warning. */
export const UNSAVED_CHANGES_TEXT =
  'You have unsaved changes. If you leave, all the details you have entered will be lost. Are you sure you want to leave?';

/**
 * The navigation confirmation: Stay or Leave when there are unsaved changes. Escape and
 * a click outside mean Stay; focus starts on Stay, the safe answer.
 */
export function NavigationPrompt() {
  const prompt = useStore($navigationPrompt);
  const stay = useRef<HTMLButtonElement>(null);
  return (
    <Dialog.Root
      open={prompt !== null}
      onOpenChange={({ open }) => {
        if (!open) answerNavigation(false);
      }}
      // A layer closing under it is not an answer: the prompt opens while the menu that asked is
      // still open, and that menu's closing would otherwise dismiss it as Stay at once.
      onRequestDismiss={(event) => event.preventDefault()}
      role="alertdialog"
      initialFocusEl={() => stay.current}
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop className="dialog-backdrop" />
        <Dialog.Positioner className="dialog-positioner">
          <Dialog.Content className="dialog-content navigation-prompt" part="navigation-prompt">
            <Dialog.Title className="dialog-title">Unsaved changes</Dialog.Title>
            <Dialog.Description>{UNSAVED_CHANGES_TEXT}</Dialog.Description>
            <div className="navigation-prompt__actions">
              <button ref={stay} type="button" className="button" onClick={() => answerNavigation(false)}>
                Stay
              </button>
              <button type="button" className="button button--primary" onClick={() => answerNavigation(true)}>
                Leave
              </button>
            </div>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
