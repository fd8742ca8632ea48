import type { ChatAppHandle, ChatAppProps } from '../portal-chat-app';
import { chatDraftWaiting } from '../../src/stores/chat/chat';
import { CHAT_LAUNCHER } from '../../src/components/chat/chat-launcher-look';
import { emit } from '../../src/components/portal-events';
import { announceReady } from './element-ready';
import { propsToRender, setRenderAgain } from './renderer-contract';

/** What the popup's place says when the chat's code could not be loaded (its Try again loads it again). */
export const CHAT_NOT_LOADED_TEXT = 'The help chat could not be loaded.';

interface LazyChatContext {
  container: ShadowRoot;
  props: Record<string, unknown>;
  launcher: HTMLButtonElement;
  /** The named region around the launcher. */
  region: HTMLElement;
  openRequested: boolean;
  loading?: Promise<void> | undefined;
  app?: ChatAppHandle | undefined;
  /** What shows in the popup's place after a load the visitor asked for failed, with Try again. */
  failure?: HTMLElement | undefined;
  disposed: boolean;
}

/** Where the chat's code comes from: a test may make the first load fail. */
export const chatAppModule = { load: () => import('../portal-chat-app') };

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

/** The popup's place after a failed load: what happened and Try again, announced politely. */
function showFailure(context: LazyChatContext): void {
  if (context.failure) return;
  const box = document.createElement('div');
  box.className = 'chat-load-failed';
  box.setAttribute('role', 'status');
  box.setAttribute('part', 'lazy-part-failed');
  const text = document.createElement('span');
  text.id = 'chat-load-failed-text';
  text.textContent = CHAT_NOT_LOADED_TEXT;
  const retry = document.createElement('button');
  retry.type = 'button';
  retry.className = 'button';
  retry.textContent = 'Try again';
  retry.setAttribute('aria-describedby', text.id);
  retry.addEventListener('click', () => {
    context.openRequested = true;
    void load(context);
  });
  box.append(text, ' ', retry);
  context.failure = box;
  context.container.append(box);
}

function hideFailure(context: LazyChatContext): void {
  context.failure?.remove();
  context.failure = undefined;
}

/** The named region the launcher sits in, as the loaded chat renders it. */
function createRegion(launcher: HTMLButtonElement): HTMLElement {
  const region = document.createElement('section');
  region.setAttribute('aria-label', CHAT_LAUNCHER.region);
  region.append(launcher);
  return region;
}

function load(context: LazyChatContext): Promise<void> {
  context.loading ??= chatAppModule.load().then(
    ({ mountChatApp }) => {
      if (context.disposed) return;
      const appProps: ChatAppProps = {
        ...propsToRender(context.container, context.props),
        container: context.container,
        initiallyOpen: context.openRequested,
        focusLauncher: context.container.activeElement === context.launcher,
      };
      context.app = mountChatApp(context.container, appProps);
      hideFailure(context);
      context.region.remove();
    },
    (error: unknown) => {
      // A failed chunk load (offline, deploy in between) must not break the page: try again next time.
      console.warn('The help chat could not be loaded.', error);
      context.loading = undefined;
      emit(context.container, 'portal-part-error', { message: 'The help chat could not be loaded.', reason: 'load-failed' });
      // The visitor asked for the chat (not a preload on hover or focus): its place says so, with Try again.
      if (context.openRequested && !context.disposed) showFailure(context);
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
    // Back from a sign-in the visitor started in the chat: the chat loads and puts their question back.
    if (chatDraftWaiting()) preload();
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
    hideFailure(context);
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
