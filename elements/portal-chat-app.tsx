import { createRoot } from 'react-dom/client';
import { flushSync } from 'react-dom';
import { ElementRoot } from '../src/components/element-root';
import { ChatWidget, type ChatWidgetProps } from '../src/components/chat/chat-widget';
import { createChatStore, type ChatTarget, $chatAccess, restoreKeptDraft, startChatSignIn } from '../src/stores/chat/chat';
import type { HostParams } from '../src/config/resolve-environment';
import { computed } from 'nanostores';
import { reportOriginRefusal, reportSignedOut } from './internal/part-error-reports';

/** Props the lazily loaded chat receives from `<portal-chat>`: its settings and the view's own. */
export type ChatAppProps = Omit<ChatWidgetProps, 'store'> & ChatTarget & { hostParamsJson?: HostParams };

/** What `<portal-chat>` keeps of the mounted chat. */
export interface ChatAppHandle {
  update(props: ChatAppProps): void;
  unmount(): void;
}

/**
 * Mounts the chat into the element's shadow root (loaded on demand by `<portal-chat>`, whose
 * theme and launcher styles are adopted already; the chat brings its own). The chat's store is this
 * element's own: before each render the element's settings are handed to it (what `propsChanged`
 * does for the other elements, here in the half of the element that loads on demand, so that the
 * launcher's entry stays small).
 */
export function mountChatApp(container: ShadowRoot, props: ChatAppProps): ChatAppHandle {
  const host = document.createElement('div');
  host.style.display = 'contents';
  container.append(host);
  const root = createRoot(host);
  const store = createChatStore();
  const stopRefusal = reportOriginRefusal(container.host);
  // The page's sign-in says signed out (here, or even back from signing in), or the chat API answered 401 to the latest question.
  const signedOut = computed([$chatAccess, store.$chat], (access, { messages }) => access === 'signed-out' || access === 'not-shared' || messages.at(-1)?.error === 'signed-out');
  const stopSignedOut = reportSignedOut(container.host, signedOut);
  const render = ({ chatApiUrl, customerId, hostParamsJson, ...view }: ChatAppProps) => {
    startChatSignIn(hostParamsJson);
    store.applySettings({ chatApiUrl, customerId });
    root.render(
      <ElementRoot container={container}>
        <ChatWidget {...view} store={store} />
      </ElementRoot>,
    );
  };
  // The first render in this task: the lazy renderer takes its placeholder launcher away right
  // after, and a click must always find a launcher (none in between, not even for a frame).
  flushSync(() => render(props));
  let current = props;
  const update = (next: Partial<ChatAppProps>) => {
    current = { ...current, ...next };
    render(current);
  };
  // Back from signing in: the question typed before is in the field, and the popup open.
  const stopRestore = restoreKeptDraft((text) => {
    store.setDraft(text);
    update({ openRequest: { open: true } });
  });
  return {
    update,
    unmount() {
      stopRestore();
      root.unmount();
      stopRefusal();
      stopSignedOut();
      store.dispose();
      host.remove();
    },
  };
}
