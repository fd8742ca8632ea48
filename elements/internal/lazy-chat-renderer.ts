import type { ChatAppHandle, ChatAppProps } from '../portal-chat-app';
import { CHAT_LAUNCHER } from '../../src/components/chat/chat-launcher-look';
import { emit } from '../../src/components/portal-events';
import { announceReady } from './element-ready';
import { propsToRender, setRenderAgain } from './render-requests';

interface LazyChatContext {
  container: ShadowRoot;
  props: Record<string, unknown>;
  launcher: HTMLButtonElement;
  /** The named region around the launcher. */
  region: HTMLElement;
  openRequested: boolean;
  loading?: Promise<void> | undefined;
  app?: ChatAppHandle | undefined;
  disposed: boolean;
}

/** The mounted chat of each element, for its `open()` / `close()`. */
const contexts = new WeakMap<Element, LazyChatContext>();

const SVG_NS = 'http://www.w3.org/2000/svg';

/** The launcher shown before the chat is loaded; the loaded chat renders the same button. */
function createLauncher(): HTMLButtonElement {
  const { className, part, label, icon } = CHAT_LAUNCHER;
  const button = document.createElement('button');
  button.type = 'button';
  button.className = className;
  button.setAttribute('part', part);
  button.setAttribute('aria-label', label);
  const svg = document.createElementNS(SVG_NS, 'svg');
  for (const [name, value] of [['viewBox', icon.viewBox], ['width', icon.size], ['height', icon.size], ['aria-hidden', 'true'], ['focusable', 'false']] as const) {
    svg.setAttribute(name, String(value));
  }
  const path = document.createElementNS(SVG_NS, 'path');
  path.setAttribute('fill', 'currentColor');
  path.setAttribute('d', icon.path);
  svg.append(path);
  button.append(svg);
  return button;
}

/** The named region the launcher sits in, as the loaded chat renders it. */
function createRegion(launcher: HTMLButtonElement): HTMLElement {
  const region = document.createElement('section');
  region.setAttribute('aria-label', CHAT_LAUNCHER.region);
  region.append(launcher);
  return region;
}

function load(context: LazyChatContext): Promise<void> {
  context.loading ??= import('../portal-chat-app').then(
    ({ mountChatApp }) => {
      if (context.disposed) return;
      const appProps: ChatAppProps = {
        ...propsToRender(context.container, context.props),
        container: context.container,
        initiallyOpen: context.openRequested,
        focusLauncher: context.container.activeElement === context.launcher,
      };
      context.app = mountChatApp(context.container, appProps);
      context.region.remove();
    },
    (error: unknown) => {
      // A failed chunk load (offline, deploy in between) must not break the page: try again next time.
      console.warn('The help chat could not be loaded.', error);
      context.loading = undefined;
      emit(context.container, 'portal-part-error', { message: 'The help chat could not be loaded.', reason: 'load-failed' });
    },
  );
  return context.loading;
}

/**
 * An r2wc renderer that shows the launcher at once and loads React and the chat only when the
 * user hovers, focuses or clicks it, so a page that never opens the chat pays a few KiB.
 */
export const lazyChatRenderer = {
  // r2wc types the container as HTMLElement; with `shadow: 'open'` it is the shadow root.
  mount(root: HTMLElement, _component: unknown, props: Record<string, unknown>): LazyChatContext {
    const container = root as unknown as ShadowRoot;
    const launcher = createLauncher();
    const context: LazyChatContext = { container, props, launcher, region: createRegion(launcher), openRequested: false, disposed: false };
    const preload = () => void load(context);
    context.launcher.addEventListener('pointerenter', preload, { once: true });
    context.launcher.addEventListener('focus', preload, { once: true });
    context.launcher.addEventListener('click', () => {
      context.openRequested = true;
      void load(context);
    });
    container.append(context.region);
    contexts.set(container.host, context);
    setRenderAgain(container.host, () => lazyChatRenderer.update(context, context.props));
    // In a microtask, as the React elements: a host that connects the element and then listens hears it.
    queueMicrotask(() => {
      if (!context.disposed) announceReady(container);
    });
    return context;
  },
  update(context: LazyChatContext, props: Record<string, unknown>): void {
    context.props = props;
    context.app?.update({ ...propsToRender(context.container, props), container: context.container });
  },
  unmount(context: LazyChatContext): void {
    context.disposed = true;
    contexts.delete(context.container.host);
    setRenderAgain(context.container.host, undefined);
    context.app?.unmount();
    context.region.remove();
  },
};


/**
 * Opens or closes the chat of a connected `<portal-chat>` for a host's `open()` / `close()`:
 * opening loads the chat first when it has not loaded yet. Returns false when the element is not connected.
 */
export function requestChatOpen(element: HTMLElement, open: boolean): boolean {
  const context = contexts.get(element);
  // r2wc may render an element given an attribute before it is connected: only a connected one opens.
  if (!element.isConnected || !context || context.disposed) return false;
  if (context.app) {
    context.app.update({ container: context.container, openRequest: { open } });
    return true;
  }
  context.openRequested = open;
  if (open) void load(context);
  return true;
}
