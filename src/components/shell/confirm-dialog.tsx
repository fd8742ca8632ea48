import { useRef, useState, type ReactNode } from 'react';
import { Dialog } from '@ark-ui/react/dialog';
import { Portal } from '@ark-ui/react/portal';
import { useInertBehind } from '../inert-behind';
import type { PartName } from '../element-parts';
import partCss from './confirm-dialog.css?inline';
import { usePartStyles } from '../part-styles';

const CONFIRM_DIALOG_STYLES = [partCss];

/** Props of {@link ConfirmDialog}. */
export interface ConfirmDialogProps {
  open: boolean;
  /** The answer: true for the action, false for the safe one (also Escape). */
  onAnswer: (act: boolean) => void;
  title: string;
  /** The element's part name of the dialog. */
  part: PartName;
  /** The safe answer's label; focus starts on it. */
  safeLabel: string;
  /** The action's label. */
  actLabel: string;
  children: ReactNode;
}

/**
 * A question with two answers in an alert dialog: the safe one (focused first; Escape gives it) and
 * the action. A click outside answers nothing: an alert dialog waits for one of its answers.
 */
export function ConfirmDialog({ open, onAnswer, title, part, safeLabel, actLabel, children }: ConfirmDialogProps) {
  usePartStyles(CONFIRM_DIALOG_STYLES);
  const safe = useRef<HTMLButtonElement>(null);
  const [content, setContent] = useState<HTMLDivElement | null>(null);
  const [backdrop, setBackdrop] = useState<HTMLDivElement | null>(null);
  const focusedBeforeOpen = useInertBehind(open, content, backdrop);
  return (
    <Dialog.Root
      open={open}
      onOpenChange={({ open: stillOpen }) => {
        if (!stillOpen) onAnswer(false);
      }}
      // A layer closing under it is not an answer: a prompt may open while the menu that asked is
      // still open, and that menu's closing would otherwise dismiss it with the safe answer at once.
      onRequestDismiss={(event) => event.preventDefault()}
      role="alertdialog"
      initialFocusEl={() => safe.current}
      // Focus goes back to the element that asked (it has no Dialog.Trigger).
      finalFocusEl={focusedBeforeOpen}
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop ref={setBackdrop} className="dialog-backdrop" />
        <Dialog.Positioner className="dialog-positioner">
          <Dialog.Content ref={setContent} className="dialog-content navigation-prompt" part={part}>
            <Dialog.Title className="dialog-title">{title}</Dialog.Title>
            {children}
            <div className="navigation-prompt__actions">
              <button ref={safe} type="button" className="button" onClick={() => onAnswer(false)}>
                {safeLabel}
              </button>
              <button type="button" className="button button--primary" onClick={() => onAnswer(true)}>
                {actLabel}
              </button>
            </div>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
