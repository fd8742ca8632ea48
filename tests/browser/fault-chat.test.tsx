// The fault table's chat rows (tests/faults/fault-table.ts): a question and a like, each under
// every backend fault, as the user sees them in a real <portal-chat> against the test backend.
import { sendKeys } from './commands';
import '../../elements/portal-chat';
import { CHAT_FAILURE_TEXT, CHAT_SIGNED_OUT_TEXT, FEEDBACK_FAILURE_TEXT, FEEDBACK_THANKS_TEXT } from '../../src/stores/chat/chat';
import { HELP_CENTER_URL, SUPPORT_EMAIL } from '../../src/config/external-links';
import { defineFaultSuite, type CellContext, type Observed } from '../faults/fault-harness';
import { $chat, openChat, type OpenChat } from './chat-fixture';
import { signInAs } from './test-backend';
import { cleanupFixtures, waitFor } from './wait-for';

const QUESTION = 'How do I switch customer account?';


/** Types the question with real key presses and presses Enter. */
async function ask(chat: OpenChat): Promise<void> {
  chat.field.focus();
  await waitFor(() => chat.root.activeElement === chat.field, 'focus in the field');
  await sendKeys({ type: QUESTION });
  await waitFor(() => chat.field.value === QUESTION, 'the typed question');
  await sendKeys({ press: 'Enter' });
  await waitFor(() => $chat.get().messages.some((message) => message.isUser), 'the question to be sent');
}

const lastBot = (chat: OpenChat) => [...chat.log.querySelectorAll<HTMLElement>('.chat-bubble--bot')].at(-1)!;
const settled = (chat: OpenChat) =>
  waitFor(() => $chat.get().status === 'idle' && !chat.log.querySelector('.chat-bubble--streaming') && !chat.field.disabled, 'the answer', 8000);

/** Names what the chat shows for the last answer. */
function seeAnswer(chat: OpenChat): string {
  const bubble = lastBot(chat);
  const kept = chat.field.value === QUESTION;
  if (chat.log.querySelector('.chat-bubble--streaming .chat-typing') && chat.field.disabled) return 'typing-input-disabled';
  const text = bubble.textContent ?? '';
  const helpLinks = bubble.querySelector(`a[href="${HELP_CENTER_URL}"]`) && bubble.querySelector(`a[href="mailto:${SUPPORT_EMAIL}"]`);
  if (text.includes(CHAT_FAILURE_TEXT) && helpLinks && kept) return 'failure-with-help-links-question-kept';
  // The chat alone on the page: its Sign in goes to the identity server's sign-in, never its logout.
  const signIn = bubble.querySelector<HTMLAnchorElement>('a[href*="/identity/account/login?"]');
  const back = signIn && new URL(new URL(signIn.href).searchParams.get('returnurl') ?? '', location.href);
  if (text.includes(CHAT_SIGNED_OUT_TEXT) && signIn?.textContent === 'Sign in' && back?.origin === location.origin && kept) return 'signed-out-with-sign-in-question-kept';
  const problem = bubble.querySelector('.chat-bubble__problem')?.textContent;
  const partial = text.replace(problem ?? '', '').trim();
  if (problem === 'Something went wrong.' && partial.length > 0 && kept) return 'partial-answer-something-went-wrong-question-kept';
  if (!problem && bubble.querySelector('.chat-feedback button[aria-label="Helpful"]') && chat.field.value === '') return 'answer-with-feedback';
  return `unexpected: ${text.slice(0, 200)} (field: ${JSON.stringify(chat.field.value)})`;
}

/** Names what the chat shows for the feedback on the last answer. */
function seeFeedback(chat: OpenChat): string {
  const bubble = lastBot(chat);
  const result = bubble.querySelector('.chat-feedback__result')?.textContent;
  if (result === FEEDBACK_THANKS_TEXT) return 'feedback-thanks';
  if (result === FEEDBACK_FAILURE_TEXT) return 'feedback-failed';
  if (bubble.querySelector('.chat-feedback button[aria-label="Helpful"]')) return 'feedback-buttons';
  return `unexpected: ${bubble.textContent ?? ''}`;
}

async function question({ fault, inject, held }: CellContext): Promise<Observed> {
  const chat = await openChat();
  await inject();
  await ask(chat);
  let during: string | undefined;
  if (fault.id === 'latency') {
    await held();
    during = seeAnswer(chat);
  }
  await settled(chat);
  return { during, after: seeAnswer(chat) };
}

async function feedback({ fault, inject, held }: CellContext): Promise<Observed> {
  const chat = await openChat();
  await ask(chat);
  await settled(chat);
  const like = await waitFor(() => lastBot(chat).querySelector<HTMLButtonElement>('button[aria-label="Helpful"]'), 'the like button');
  await inject();
  like.click();
  let during: string | undefined;
  if (fault.id === 'latency') {
    await held();
    during = seeFeedback(chat);
  }
  await waitFor(() => lastBot(chat).querySelector('.chat-feedback__result'), 'the feedback outcome', 8000);
  return { during, after: seeFeedback(chat) };
}

describe('fault table: chat', () => {
  before(async () => {
    await signInAs('u-cora');
  });
  afterEach(() => cleanupFixtures());

  defineFaultSuite('chat', { chat: question, 'chat-feedback': feedback });
});
