import { Dialog } from '@ark-ui/react/dialog';
import { Portal } from '@ark-ui/react/portal';
import { useEffect, useRef, useState } from 'react';
import { emit } from '../portal-events';
import { $selectedCustomerId } from '../../stores/access/access';
import { createChatStore, type ChatStore } from '../../stores/chat/chat';
import { useInstanceStore } from '../instance-stores';
import { useMediaQuery } from '../shell/use-media-query';
import { useInertBehind } from '../inert-behind';
import { ChatStoreProvider } from './chat-store-context';
import { ChatAccessNotice } from './chat-access-notice';
import { ChatComposer } from './chat-composer';
import { ChatLog } from './chat-log';
import { usePartStyles } from '../part-styles';
import { Icon } from '../sidebar/sidebar-icons';
import launcherCss from './chat-launcher.css?inline';
import { CHAT_LAUNCHER } from './chat-launcher-look';
import chatCss from './chat-widget.css?inline';
import type { PartName } from '../element-parts';

export { CHAT_WELCOME_MESSAGE } from '../../stores/chat/chat';

/** Props of {@link ChatWidget}. */
export interface ChatWidgetProps {
  container: ShadowRoot;
  /** This chat's own store: its conversation and where it talks to (made and fed by its element). */
  store: ChatStore;
  /** Open the popup when first rendered (the launcher was clicked before the chat had loaded). */
  initiallyOpen?: boolean;
  /** Focus the launcher when first rendered (it had focus before the chat had loaded). */
  focusLauncher?: boolean;
  /** A host's latest `open()` / `close()` call; each new object is obeyed once. */
  openRequest?: { open: boolean } | undefined;
}

/**
 * The windows where the popup is a full-window sheet (chat-widget.css uses the same query): a phone,
 * or a desktop window at 200 % zoom. The sheet covers the page, so it is a modal dialog there.
 */
const CHAT_SHEET_MEDIA_QUERY = '(max-width: 600px), (max-height: 500px)';

/** The chat's styles come with its code (the shell shows the chat after its first paint). */
const CHAT_STYLES = [launcherCss, chatCss];

/**
 * The shell's chat: it has no settings of its own (the environment's chat API, the selected
 * customer), so it makes its own store.
 */
export function ShellChatWidget({ container }: { container: ShadowRoot }) {
  const store = useInstanceStore(createChatStore);
  return <ChatWidget container={container} store={store} />;
}

/** The help assistant: a floating launcher and the chat popup it opens. */
export function ChatWidget({ container, store, initiallyOpen = false, focusLauncher = false, openRequest }: ChatWidgetProps) {
  usePartStyles(CHAT_STYLES);
  const { abortChat } = store;
  const sheet = useMediaQuery(CHAT_SHEET_MEDIA_QUERY);
  const launcher = useRef<HTMLButtonElement>(null);
  const question = useRef<HTMLTextAreaElement>(null);
  const [open, setOpen] = useState(initiallyOpen);
  const [popup, setPopup] = useState<HTMLDivElement | null>(null);
  // The sheet covers the window: what is behind it is out of reach, for a screen reader too.
  useInertBehind(open && sheet, popup);
  const wasOpen = useRef(false);
  // A host's open() / close(): adjusted while rendering, React's way for state that follows a prop.
  const [obeyedRequest, setObeyedRequest] = useState(openRequest);
  if (openRequest !== obeyedRequest) {
    setObeyedRequest(openRequest);
    if (openRequest) setOpen(openRequest.open);
  }

  useEffect(() => {
    if (focusLauncher && !initiallyOpen) launcher.current?.focus();
  }, [focusLauncher, initiallyOpen]);

  // Emitted from the state, so the first open (the click that loaded the chat) is reported too.
  useEffect(() => {
    if (open === wasOpen.current) return;
    wasOpen.current = open;
    emit(container, open ? 'portal-chat-open' : 'portal-chat-close', {});
    if (!open) {
      // Closing the popup stops a running answer; the question stays in the field.
      abortChat();
      returnFocusToLauncher(container, launcher.current);
    }
  }, [container, open, abortChat]);

  // Changing account stops a running answer too (the same account told again does not).
  useEffect(() => $selectedCustomerId.listen(() => abortChat()), [abortChat]);

  return (
    <ChatStoreProvider store={store} container={container}>
    <Dialog.Root
      open={open}
      onOpenChange={(details) => setOpen(details.open)}
      modal={sheet}
      closeOnInteractOutside={false}
      // Opening the chat is asking a question: typing goes to the field, and Enter never lands on Close.
      initialFocusEl={() => question.current}
    >
      <section aria-label={CHAT_LAUNCHER.region}>
        <Dialog.Trigger ref={launcher} className={CHAT_LAUNCHER.className} part={CHAT_LAUNCHER.part} aria-label={CHAT_LAUNCHER.label}>
          <ChatIcon />
        </Dialog.Trigger>
      </section>
      <Portal>
        <Dialog.Positioner className="chat-positioner">
          <Dialog.Content ref={setPopup} className="chat-popup" part={'popup' satisfies PartName}>
            <div className="chat-popup__header">
              <Dialog.Title className="chat-popup__title">Help assistant</Dialog.Title>
              <Dialog.CloseTrigger className="button chat-popup__close" aria-label="Close help chat">
                <Icon name="close" size={18} />
              </Dialog.CloseTrigger>
            </div>
            <ChatLog onFeedback={(liked) => emit(container, 'portal-chat-feedback', { liked })} />
            <ChatAccessNotice />
            <ChatComposer fieldRef={question} onQuestion={(question) => emit(container, 'portal-chat-question', { question })} />
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
    </ChatStoreProvider>
  );
}

/**
 * A non-modal Ark dialog (the desktop popup) does not restore focus. Give it back to the launcher when it was inside
 * the chat (or lost with the closed popup), never when the user has moved on to the host page.
 */
function returnFocusToLauncher(container: ShadowRoot, launcher: HTMLButtonElement | null) {
  const active = container.host.ownerDocument.activeElement;
  if (active === null || active === container.host || active === container.host.ownerDocument.body) launcher?.focus();
}

function ChatIcon() {
  const { icon } = CHAT_LAUNCHER;
  return (
    <svg viewBox={icon.viewBox} width={icon.size} height={icon.size} aria-hidden="true" focusable="false">
      <path fill="currentColor" d={icon.path} />
    </svg>
  );
}
