import { createRoot } from 'react-dom/client';
import themeCss from '../src/components/theme/theme.css?inline';
import launcherCss from '../src/components/chat/chat-launcher.css?inline';
import chatCss from '../src/components/chat/chat-widget.css?inline';
import { ElementRoot } from '../src/components/element-root';
import { ChatWidget, type ChatWidgetProps } from '../src/components/chat/chat-widget';
import { adoptStyles } from './internal/adopt-styles';

/** Props the lazily loaded chat receives from `<portal-chat>`. */
export type ChatAppProps = ChatWidgetProps;

/** What `<portal-chat>` keeps of the mounted chat. */
export interface ChatAppHandle {
  update(props: ChatAppProps): void;
  unmount(): void;
}

/** Mounts the chat into the element's shadow root (loaded on demand by `<portal-chat>`). */
export function mountChatApp(container: ShadowRoot, props: ChatAppProps): ChatAppHandle {
  adoptStyles(container, themeCss, launcherCss, chatCss);
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
