// The page of tests/bench/chat-stream-bench.ts: the real chat (store, service, components) in a
// shadow root, with `fetch` replaced by a long synthetic stream; and a baseline that reads the
// same bytes through the same service into a plain <pre> (no React, no store).
import { createRoot } from 'react-dom/client';
import themeCss from '../../../src/components/theme/theme.css?inline';
import launcherCss from '../../../src/components/chat/chat-launcher.css?inline';
import chatCss from '../../../src/components/chat/chat-widget.css?inline';
import { ChatWidget } from '../../../src/components/chat/chat-widget';
import { ElementRoot } from '../../../src/components/element-root';
import { streamChatAnswer } from '../../../src/services/chat-service';
import { chatStoreOf } from '../../../src/components/chat/chat-store-context';
import { createChatStore, type ChatStore } from '../../../src/stores/chat/chat';

/** What one streamed answer cost, as seen from the page. */
export interface BenchRun {
  mode: 'react' | 'pre';
  tokens: number;
  bytes: number;
  wallMs: number;
  longTasks: number[];
  /** The text that reached the screen, to check the run was whole. */
  renderedLength: number;
  /** Updates of the chat store during the run (React mode). */
  storeUpdates: number;
}

declare global {
  interface Window {
    benchReady: boolean;
    benchRun: (mode: 'react' | 'pre') => Promise<BenchRun>;
    benchCheckLongTasks: () => Promise<number[]>;
    benchConfig: { tokens: number; tokensPerChunk: number; expectedLength: number };
    gc?: () => void;
  }
}

const params = new URLSearchParams(location.search);
const TOKENS = Number(params.get('tokens') ?? 20_000);
const TOKENS_PER_CHUNK = Number(params.get('chunk') ?? 50);

// ~5 characters a token: four-letter words and a space, a paragraph break every 120 tokens, and
// now and then a markdown link, as answers have.
const WORDS = ['data', 'user', 'shop', 'cart', 'mail', 'item', 'page', 'flow', 'rule', 'sale', 'tags', 'feed'];
const tokens: string[] = [];
for (let index = 0; index < TOKENS; index += 1) {
  if (index > 0 && index % 120 === 0) tokens.push('\n\n');
  else if (index % 500 === 250) tokens.push('[link](https://help.portal.example/articles/x) ');
  else tokens.push(`${WORDS[(index * 7) % WORDS.length]} `);
}
const encoder = new TextEncoder();
const chunks: Uint8Array[] = [];
for (let start = 0; start < tokens.length; start += TOKENS_PER_CHUNK) chunks.push(encoder.encode(tokens.slice(start, start + TOKENS_PER_CHUNK).join('')));
const fullText = tokens.join('');
const bytes = chunks.reduce((sum, chunk) => sum + chunk.byteLength, 0);
window.benchConfig = { tokens: TOKENS, tokensPerChunk: TOKENS_PER_CHUNK, expectedLength: fullText.length };

/** The answer's stream: one chunk of 50 tokens, then setTimeout(0), and so on. */
function answerStream(): ReadableStream<Uint8Array> {
  return new ReadableStream<Uint8Array>({
    async start(controller) {
      for (const chunk of chunks) {
        controller.enqueue(chunk);
        await new Promise((resolve) => setTimeout(resolve, 0));
      }
      controller.close();
    },
  });
}

// The chat API, in the page: every POST to it streams the long answer.
window.fetch = async () => new Response(answerStream(), { headers: { 'Run-Id': 'bench-run', 'Content-Type': 'text/plain; charset=utf-8' } });

const host = document.getElementById('chat')!;
const shadow = host.attachShadow({ mode: 'open' });
shadow.adoptedStyleSheets = [themeCss, launcherCss, chatCss].map((css) => {
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(css);
  return sheet;
});
const pre = document.querySelector<HTMLPreElement>('#baseline pre')!;
const baseline = document.getElementById('baseline')!;

const root = createRoot(shadow);
let runs = 0;
let mounted: ChatStore | undefined;
/** Mounts a new chat (a new store, so every run starts from the welcome message). */
const mountChat = () => {
  runs += 1;
  mounted?.dispose();
  const store = createChatStore();
  mounted = store;
  store.applySettings({ chatApiUrl: 'http://bench.invalid', customerId: 1001 });
  root.render(
    <ElementRoot container={shadow}>
      <ChatWidget key={runs} container={shadow} store={store} initiallyOpen />
    </ElementRoot>,
  );
};
mountChat();

const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));

/** The store of the bench's chat (mounted with the page). */
const chatStore = (): ChatStore => {
  const store = chatStoreOf(shadow);
  if (!store) throw new Error('the chat is not mounted');
  return store;
};

window.benchRun = async (mode) => {
  mountChat();
  await frame();
  const { $chat, sendQuestion } = chatStore();
  pre.textContent = '';
  host.hidden = mode !== 'react';
  baseline.hidden = mode !== 'pre';
  window.gc?.();
  await frame();
  await frame();

  const longTasks: number[] = [];
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) longTasks.push(entry.duration);
  });
  observer.observe({ type: 'longtask' });
  let storeUpdates = 0;
  const unlisten = $chat.listen(() => (storeUpdates += 1));
  const started = performance.now();
  let renderedLength: number;
  try {
    if (mode === 'react') {
      await sendQuestion('A long answer, please');
      await frame();
      await frame();
      const answer = [...shadow.querySelectorAll('.chat-bubble--bot')].at(-1);
      renderedLength = $chat.get().messages.at(-1)?.text.length ?? 0;
      if (!answer || $chat.get().messages.at(-1)?.error) throw new Error(`the answer failed: ${$chat.get().messages.at(-1)?.error}`);
    } else {
      await streamChatAnswer({
        chatApiUrl: 'http://bench.invalid',
        customerId: 1001,
        question: 'A long answer, please',
        onText: (text) => {
          pre.textContent = text;
        },
      });
      await frame();
      await frame();
      renderedLength = pre.textContent?.length ?? 0;
    }
  } finally {
    unlisten();
  }
  const wallMs = performance.now() - started;
  // Long-task entries are delivered after the task: give the observer a moment.
  await new Promise((resolve) => setTimeout(resolve, 100));
  observer.takeRecords().forEach((entry) => longTasks.push(entry.duration));
  observer.disconnect();
  return { mode, tokens: TOKENS, bytes, wallMs, longTasks, renderedLength, storeUpdates };
};

/** Proves the long-task observer works here: an 80 ms busy task must be reported. */
window.benchCheckLongTasks = async () => {
  const seen: number[] = [];
  const observer = new PerformanceObserver((list) => list.getEntries().forEach((entry) => seen.push(entry.duration)));
  observer.observe({ type: 'longtask' });
  await new Promise<void>((resolve) =>
    setTimeout(() => {
      const until = performance.now() + 80;
      while (performance.now() < until) {
        // Busy on purpose.
      }
      resolve();
    }, 0),
  );
  await new Promise((resolve) => setTimeout(resolve, 200));
  observer.takeRecords().forEach((entry) => seen.push(entry.duration));
  observer.disconnect();
  return seen;
};

// Ready once the popup is open with its welcome message.
const ready = () => {
  if (shadow.querySelector('[role="log"]')) window.benchReady = true;
  else requestAnimationFrame(ready);
};
requestAnimationFrame(ready);
