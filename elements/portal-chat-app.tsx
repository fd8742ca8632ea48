import { createRoot } from 'react-dom/client';
import { ElementRoot } from '../src/components/element-root';
import { ChatWidget, type ChatWidgetProps } from '../src/components/chat/chat-widget';
import { createChatStore, type ChatTarget } from '../src/stores/chat';
import { computed } from 'nanostores';
import { reportOriginRefusal, reportSignedOut } from './internal/part-error-reports';

/** Props the lazily loaded chat receives from `<portal-chat>`: its settings and the view's own. */
export type ChatAppProps = Omit<ChatWidgetProps, 'store'> & ChatTarget;

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
  // The chat API answered 401 to the latest question: the answer offers Sign in.
  const stopSignedOut = reportSignedOut(container.host, computed(store.$chat, ({ messages }) => messages.at(-1)?.error === 'signed-out'));
  const render = ({ chatApiUrl, customerId, ...view }: ChatAppProps) => {
    store.applySettings({ chatApiUrl, customerId });
    root.render(
      <ElementRoot container={container}>
        <ChatWidget {...view} store={store} />
      </ElementRoot>,
    );
  };
  render(props);
  let current = props;
  return {
    update(next) {
      current = { ...current, ...next };
      render(current);
    },
    unmount() {
      root.unmount();
      stopRefusal();
      stopSignedOut();
      store.dispose();
      host.remove();
    },
  };
}
