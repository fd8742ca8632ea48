// The chat's conversation log in <portal-chat>, against the local test backend: it follows a
// streaming answer unless the user scrolls up, and says the assistant is answering outside the busy log.
import { expect } from 'chai';
import { flushSync } from 'react-dom';
import { chatStoreOf } from '../../src/components/chat/chat-store-context';
import { $chat, answered, ask, askAndWait, distanceToBottom, nextFrame, openChat, QUESTION, setChunkDelay, streamingText, describeWithChatBackend } from './chat-fixture';
import { waitFor } from './wait-for';

describeWithChatBackend('the chat log', () => {
  it('says the assistant is answering in a status line outside the busy log, so it is announced while the answer comes', async () => {
    await setChunkDelay(400);
    const chat = await openChat();
    const statusLine = () => [...chat.root.querySelectorAll('p')].find((line) => line.textContent === 'The assistant is answering.');
    await ask(chat, QUESTION);
    await waitFor(() => statusLine(), 'the status line');
    const line = statusLine()!;
    expect(chat.log.getAttribute('aria-busy')).to.equal('true');
    expect(line.closest('[role="log"]'), 'not inside the busy log').to.equal(null);
    expect(line.closest('[aria-busy="true"]'), 'not inside any busy region').to.equal(null);
    expect(line.closest('[role="status"], [aria-live="polite"]'), 'in a live region').to.not.equal(null);
    await answered(chat);
    expect(statusLine(), 'gone once answered').to.equal(undefined);
  });

  /** The chat open with two answers, more than its log shows: a log that can be scrolled. */
  async function chatWithOverflowingLog(): Promise<Awaited<ReturnType<typeof openChat>>> {
    await setChunkDelay(0);
    const chat = await openChat();
    await askAndWait(chat, 'What is a segment in the customer data platform?');
    await askAndWait(chat, 'How do I create an e-mail campaign?');
    expect(chat.log.scrollHeight, 'the log overflows').to.be.greaterThan(chat.log.clientHeight + 200);
    return chat;
  }

  it('follows the streaming answer unless the user scrolls up, and follows again back at the bottom', async () => {
    const chat = await chatWithOverflowingLog();
    const { log } = chat;
    expect(distanceToBottom(log)).to.be.at.most(24);

    await setChunkDelay(250);
    await ask(chat, 'What is a segment in the customer data platform?');
    await waitFor(() => streamingText(chat).length > 0, 'the first chunk', 4000);

    // The user scrolls up during streaming: the log stays where they put it while the text grows.
    const scrolled = new Promise((resolve) => log.addEventListener('scroll', resolve, { once: true }));
    log.scrollTop = 0;
    await scrolled;
    const atScrollUp = streamingText(chat).length;
    await waitFor(() => streamingText(chat).length > atScrollUp, 'the text to grow', 3000);
    const grown = streamingText(chat).length;
    await waitFor(() => streamingText(chat).length > grown, 'the text to grow again', 3000);
    await nextFrame();
    expect(log.scrollTop, 'not pulled down while scrolled up').to.be.below(30);
    expect(distanceToBottom(log)).to.be.greaterThan(200);

    // Back at the bottom, it follows again.
    const returned = new Promise((resolve) => log.addEventListener('scroll', resolve, { once: true }));
    log.scrollTop = log.scrollHeight;
    await returned;
    const atBottom = streamingText(chat).length;
    const heightAtBottom = log.scrollHeight;
    await waitFor(() => streamingText(chat).length > atBottom || $chat.get().status === 'idle', 'more text', 3000);
    await nextFrame();
    expect(log.scrollHeight >= heightAtBottom).to.equal(true);
    expect(distanceToBottom(log), 'following the growing answer').to.be.at.most(24);
    await answered(chat);
    await nextFrame();
    expect(distanceToBottom(log), 'at the bottom with the final answer').to.be.at.most(24);
  });

  it('keeps a scroll up when the answer renders before the browser dispatched its scroll event', async () => {
    const chat = await chatWithOverflowingLog();
    const { log } = chat;
    // The scroll event of a scroll up waits for the next frame; a streamed chunk may render first
    // (in WebKit it often does). Here the render comes first for certain: synchronously.
    log.scrollTop = 0;
    const { $chat: store } = chatStoreOf(chat.root)!;
    flushSync(() => store.set({ ...store.get(), messages: [...store.get().messages] }));
    expect(log.scrollTop, 'not pulled back down').to.be.below(30);
  });

  it('scrolls to a new question even when the user had scrolled up while no answer was streaming', async () => {
    await setChunkDelay(0);
    const chat = await openChat();
    const { log } = chat;
    await askAndWait(chat, 'What is a segment in the customer data platform?');
    await askAndWait(chat, 'How do I create an e-mail campaign?');
    const scrolled = new Promise((resolve) => log.addEventListener('scroll', resolve, { once: true }));
    log.scrollTop = 0;
    await scrolled;
    await askAndWait(chat, QUESTION);
    await nextFrame();
    expect(distanceToBottom(log), 'autoscroll is off only for scrolling up during streaming').to.be.at.most(24);
  });
});
