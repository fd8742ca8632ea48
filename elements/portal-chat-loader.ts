// The chat in one line for a site without a bundler, as a classic script:
//   <script async src="/portal/dist/portal-chat-loader.js" data-customer-id="1001"></script>
// It loads portal-chat.js from its own folder (which defines <portal-chat>), puts one
// <portal-chat> on the page with the script's data-* attributes as its attributes (unless the
// page has one), then runs the calls the page queued in window.portalChat before it loaded, in
// order; later pushes run at once. A classic script: no import.meta, no static import of a shared chunk.
// What it runs is the chat's one file (portal-chat-one-file.js, beside it), and only when its
// bytes match the sha384 the build wrote here: the loader's own integrity covers the whole chat.
import { isLoadedQueue, replayQueue, type ChatCommandHandlers } from './internal/chat-command-queue';
import { CHAT_ONE_FILE, parseChatIntegrity, runChecked } from './internal/chat-file-integrity';

// The build replaces this with the chat file's sha384 (tests/tools/chat-loader-integrity.mjs).
const BUILT_CHAT_INTEGRITY = '__PORTAL_CHAT_MODULE_INTEGRITY__';

interface ChatElement extends HTMLElement {
  open(): boolean;
  close(): boolean;
}

/** What `['set', property, value]` may change: the element's settings. */
const SETTINGS = new Set(['chatApiUrl', 'customerId', 'hostParamsJson']);

/** The calls a page may queue. */
function commandsFor(chat: ChatElement): ChatCommandHandlers {
  return {
    open: () => void chat.open(),
    close: () => void chat.close(),
    on: (name, listener) => {
      if (typeof name !== 'string' || typeof listener !== 'function') throw new TypeError('"on" takes an event name and a function');
      chat.addEventListener(name, listener as EventListener);
    },
    set: (property, value) => {
      if (typeof property !== 'string' || !SETTINGS.has(property)) throw new TypeError(`"set" takes one of ${[...SETTINGS].join(', ')}`);
      (chat as unknown as Record<string, unknown>)[property] = value;
    },
  };
}

/** The page's `<portal-chat>`, or a new one at the end of the body with the script's data-* attributes. */
function placeChat(script: HTMLScriptElement | null): ChatElement {
  const existing = document.querySelector<ChatElement>('portal-chat');
  if (existing) return existing;
  const chat = document.createElement('portal-chat') as ChatElement;
  for (const { name, value } of script?.attributes ?? []) {
    if (name.startsWith('data-')) chat.setAttribute(name.slice('data-'.length), value);
  }
  document.body.append(chat);
  return chat;
}

async function start(script: HTMLScriptElement | null): Promise<void> {
  const page = window as unknown as { portalChat?: unknown };
  if (isLoadedQueue(page.portalChat)) return;
  // Calls made while the chat loads wait in the same queue.
  page.portalChat ??= [];
  const base = script?.src || location.href;
  const integrity = parseChatIntegrity(BUILT_CHAT_INTEGRITY);
  if (integrity !== null) {
    const src = new URL(CHAT_ONE_FILE, base).href;
    if (!(await runChecked({ src, integrity, nonce: script?.nonce }))) {
      console.error(`portalChat: the chat does not run: ${src} did not load or is not the file it was built as (integrity).`);
      return;
    }
    // A module that threw while it ran still fires load: without its element there is no chat.
    if (customElements.get('portal-chat') === undefined) {
      console.error(`portalChat: the chat could not be loaded from ${src}.`);
      return;
    }
  } else {
    const entry = new URL('portal-chat.js', base).href;
    try {
      await import(/* @vite-ignore */ entry);
    } catch (error) {
      console.error(`portalChat: the chat could not be loaded from ${entry}.`, error);
      return;
    }
  }
  if (document.readyState === 'loading') await new Promise((resolve) => document.addEventListener('DOMContentLoaded', resolve, { once: true }));
  // A second copy of the loader may have finished meanwhile.
  if (isLoadedQueue(page.portalChat)) return;
  page.portalChat = replayQueue(page.portalChat, commandsFor(placeChat(script)));
}

if (typeof document !== 'undefined') {
  // Read now: document.currentScript is set only while the script's own code first runs.
  const current = document.currentScript;
  void start(current instanceof HTMLScriptElement ? current : document.querySelector<HTMLScriptElement>('script[src*="portal-chat-loader"]'));
}
