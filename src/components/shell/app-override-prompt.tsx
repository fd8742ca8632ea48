import { useStore } from '@nanostores/react';
import { useRef } from 'react';
import { Dialog } from '@ark-ui/react/dialog';
import { Portal } from '@ark-ui/react/portal';
import { $overridesToConfirm, answerOverrides } from '../../stores/app-override-requests';

/**
 * The confirmation of the app overrides an address asked for: it names each area and the origin
 * it would load from, Apply or Cancel. Escape and a click outside mean Cancel; focus starts on
 * Cancel, the safe answer (the area would receive the person's token).
 */
export function AppOverridePrompt() {
  const asked = useStore($overridesToConfirm);
  const cancel = useRef<HTMLButtonElement>(null);
  return (
    <Dialog.Root
      open={asked.length > 0}
      onOpenChange={({ open }) => {
        if (!open) answerOverrides(false);
      }}
      role="alertdialog"
      initialFocusEl={() => cancel.current}
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop className="dialog-backdrop" />
        <Dialog.Positioner className="dialog-positioner">
          <Dialog.Content className="dialog-content navigation-prompt" part="app-override-prompt">
            <Dialog.Title className="dialog-title">Load an area from a dev server?</Dialog.Title>
            <Dialog.Description>
              This link asks to load, in this browser, for you only:
            </Dialog.Description>
            <ul className="app-override-prompt__list">
              {asked.map(({ appPrefix, origin }) => (
                <li key={appPrefix}>
                  the area /{appPrefix}/ from {origin}
                </li>
              ))}
            </ul>
            <p>That server receives your access token for the area. Apply only for a dev server you run yourself.</p>
            <div className="navigation-prompt__actions">
              <button ref={cancel} type="button" className="button" onClick={() => answerOverrides(false)}>
                Cancel
              </button>
              <button type="button" className="button button--primary" onClick={() => answerOverrides(true)}>
                Apply
              </button>
            </div>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
