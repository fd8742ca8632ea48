import { createRoot } from 'react-dom/client';
import { ElementRoot } from '../src/components/element-root';
import { ChatWidget, type ChatWidgetProps } from '../src/components/chat/chat-widget';

/** Props the lazily loaded chat receives from `<portal-chat>`. */
export type ChatAppProps = ChatWidgetProps;

/** What `<portal-chat>` keeps of the mounted chat. */
export interface ChatAppHandle {
  update(props: ChatAppProps): void;
  unmount(): void;
}

/**
 * Mounts the chat into the element's shadow root (loaded on demand by `<portal-chat>`, whose
 * theme and launcher styles are adopted already; the chat brings its own).
 */
export function mountChatApp(container: ShadowRoot, props: ChatAppProps): ChatAppHandle {
  const host = document.createElement('div');
  host.style.display = 'contents';
  container.append(host);
  const root = createRoot(host);
  const render = (next: ChatAppProps) =>
    root.render(
      <ElementRoot container={container}>
        <ChatWidget {...next} />
      </ElementRoot>,
    );
  render(props);
  let current = props;
  return {
    update(next) {
      current = { ...current, ...next };
      render(current);
    },
    unmount() {
      root.unmount();
      host.remove();
    },
  };
}
