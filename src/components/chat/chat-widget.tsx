import { Dialog } from '@ark-ui/react/dialog';
import { Portal } from '@ark-ui/react/portal';
import { useEffect, useRef, useState } from 'react';
import { emit } from '../portal-events';

/** The assistant's first message (SPEC 4 "Chat"). */
export const CHAT_WELCOME_MESSAGE =
  'Hi! I am the help assistant. I cannot recall past messages, and I answer only from Help Center articles.';

/** Props of {@link ChatWidget}. */
export interface ChatWidgetProps {
  container: ShadowRoot;
  /** Open the popup when first rendered (the launcher was clicked before the chat had loaded). */
  initiallyOpen?: boolean;
  /** Focus the launcher when first rendered (it had focus before the chat had loaded). */
  focusLauncher?: boolean;
}

/** The help assistant: a floating launcher and the chat popup it opens. */
export function ChatWidget({ container, initiallyOpen = false, focusLauncher = false }: ChatWidgetProps) {
  const launcher = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(initiallyOpen);
  const wasOpen = useRef(false);

  useEffect(() => {
    if (focusLauncher && !initiallyOpen) launcher.current?.focus();
  }, [focusLauncher, initiallyOpen]);

  // Emitted from the state, so the first open (the click that loaded the chat) is reported too.
  useEffect(() => {
    if (open === wasOpen.current) return;
    wasOpen.current = open;
    emit(container, open ? 'portal-chat-open' : 'portal-chat-close', {});
    if (!open) returnFocusToLauncher(container, launcher.current);
  }, [container, open]);

  return (
    <Dialog.Root open={open} onOpenChange={(details) => setOpen(details.open)} modal={false} closeOnInteractOutside={false}>
      <Dialog.Trigger ref={launcher} className="chat-launcher" part="launcher" aria-label="Open help chat">
        <ChatIcon />
      </Dialog.Trigger>
      <Portal>
        <Dialog.Positioner className="chat-positioner">
          <Dialog.Content className="chat-popup" part="popup">
            <div className="chat-popup__header">
              <Dialog.Title className="chat-popup__title">Help assistant</Dialog.Title>
              <Dialog.CloseTrigger className="button" aria-label="Close help chat">
                ✕
              </Dialog.CloseTrigger>
            </div>
            <div className="chat-popup__log" role="log" aria-live="polite" part="log">
              <p className="chat-bubble chat-bubble--bot">{CHAT_WELCOME_MESSAGE}</p>
            </div>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

/**
 * A non-modal Ark dialog does not restore focus. Give it back to the launcher when it was inside
 * the chat (or lost with the closed popup), never when the user has moved on to the host page.
 */
function returnFocusToLauncher(container: ShadowRoot, launcher: HTMLButtonElement | null) {
  const active = container.host.ownerDocument.activeElement;
  if (active === null || active === container.host || active === container.host.ownerDocument.body) launcher?.focus();
}

function ChatIcon() {
  return (
    <svg viewBox="0 0 24 24" width="26" height="26" aria-hidden="true" focusable="false">
      <path fill="currentColor" d="M4 4h16a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H8l-4 4V6a2 2 0 0 1 2-2z" />
    </svg>
  );
}
