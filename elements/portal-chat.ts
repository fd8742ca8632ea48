import r2wc from '@r2wc/core';
import themeCss from '../src/components/theme/theme.css?inline';
import launcherCss from '../src/components/chat/chat-launcher.css?inline';
import { withPortalBehaviour, type PropKind } from './internal/portal-element';
import { defineOnce } from './internal/define-once';
import type { ChatAppHandle, ChatAppProps } from './portal-chat-app';

/** The chat element's public props (none yet beyond the shadow root). */
const CHAT_PROPS: Record<string, PropKind> = {};

interface LazyChatContext {
  container: ShadowRoot;
  props: Record<string, unknown>;
  launcher: HTMLButtonElement;
  openRequested: boolean;
  loading?: Promise<void> | undefined;
  app?: ChatAppHandle | undefined;
  disposed: boolean;
}

const SVG_NS = 'http://www.w3.org/2000/svg';

/** The launcher shown before the chat is loaded; the loaded chat renders the same button. */
function createLauncher(): HTMLButtonElement {
  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'chat-launcher';
  button.setAttribute('part', 'launcher');
  button.setAttribute('aria-label', 'Open help chat');
  const svg = document.createElementNS(SVG_NS, 'svg');
  svg.setAttribute('viewBox', '0 0 24 24');
  svg.setAttribute('width', '26');
  svg.setAttribute('height', '26');
  svg.setAttribute('aria-hidden', 'true');
  const path = document.createElementNS(SVG_NS, 'path');
  path.setAttribute('fill', 'currentColor');
  path.setAttribute('d', 'M4 4h16a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H8l-4 4V6a2 2 0 0 1 2-2z');
  svg.append(path);
  button.append(svg);
  return button;
}

function load(context: LazyChatContext): Promise<void> {
  context.loading ??= import('./portal-chat-app').then(
    ({ mountChatApp }) => {
      if (context.disposed) return;
      const appProps: ChatAppProps = {
        ...context.props,
        container: context.container,
        initiallyOpen: context.openRequested,
        focusLauncher: context.container.activeElement === context.launcher,
      };
      context.app = mountChatApp(context.container, appProps);
      context.launcher.remove();
    },
    (error: unknown) => {
      // A failed chunk load (offline, deploy in between) must not break the page: try again next time.
      console.warn('The help chat could not be loaded.', error);
      context.loading = undefined;
    },
  );
  return context.loading;
}

/**
 * An r2wc renderer that shows the launcher at once and loads React and the chat only when the
 * user hovers, focuses or clicks it, so a page that never opens the chat pays a few KiB.
 */
const lazyChatRenderer = {
  // r2wc types the container as HTMLElement; with `shadow: 'open'` it is the shadow root.
  mount(root: HTMLElement, _component: unknown, props: Record<string, unknown>): LazyChatContext {
    const container = root as unknown as ShadowRoot;
    const context: LazyChatContext = { container, props, launcher: createLauncher(), openRequested: false, disposed: false };
    const preload = () => void load(context);
    context.launcher.addEventListener('pointerenter', preload, { once: true });
    context.launcher.addEventListener('focus', preload, { once: true });
    context.launcher.addEventListener('click', () => {
      context.openRequested = true;
      void load(context);
    });
    container.append(context.launcher);
    return context;
  },
  update(context: LazyChatContext, props: Record<string, unknown>): void {
    context.props = props;
    context.app?.update({ ...props, container: context.container });
  },
  unmount(context: LazyChatContext): void {
    context.disposed = true;
    context.app?.unmount();
    context.launcher.remove();
  },
};

/**
 * The help assistant: a floating launcher that opens the chat popup. The entry is tiny; the chat
 * itself loads on the first hover, focus or click.
 *
 * @tag portal-chat
 * @summary The help chat assistant, for the shell or any site.
 *
 * @fires {CustomEvent<Record<string, never>>} portal-chat-open - The chat popup opened.
 * @fires {CustomEvent<Record<string, never>>} portal-chat-close - The chat popup closed.
 *
 * @csspart launcher - The floating button that opens the chat.
 * @csspart popup - The chat popup.
 * @csspart log - The conversation.
 *
 * @cssprop --portal-color-primary - Launcher and accent colour.
 * @cssprop --portal-color-surface - Popup background colour.
 */
export class PortalChatElement extends withPortalBehaviour(
  r2wc(() => null, { shadow: 'open', props: CHAT_PROPS as Record<string, 'string'> }, lazyChatRenderer) as unknown as new () => HTMLElement & { container: ShadowRoot },
  CHAT_PROPS,
  [themeCss, launcherCss],
) {}

defineOnce('portal-chat', PortalChatElement);

declare global {
  interface HTMLElementTagNameMap {
    'portal-chat': PortalChatElement;
  }
}
