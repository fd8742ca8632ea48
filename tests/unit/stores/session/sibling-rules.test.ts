// What portal tabs of one origin read from and say to each other (the pure rules; the channel
// between tabs is tested in sibling-session.test.ts).
import { describe, expect, it } from 'vitest';
import { appOriginRules } from '../../../../src/config/app-origin-rules';
import { resolveEnvironment } from '../../../../src/config/resolve-environment';
import { MAX_SIBLING_MESSAGE_CHARS, acceptedAnswer, answerText, readSiblingMessage, siblingScope, type SiblingMessage, type TabState } from '../../../../src/stores/session/sibling-rules';
import { account, user } from '../store-test-kit';

const SCOPE = siblingScope(resolveEnvironment('', undefined), appOriginRules('Production', ''));
const DEV_SCOPE = siblingScope(resolveEnvironment('', { EnvName: 'Dev' }), appOriginRules('Dev', ''));
const ADA = user();
const ask: SiblingMessage = { kind: 'ask', id: 'q-1', scope: SCOPE };
const answer: SiblingMessage = { kind: 'answer', id: 'q-1', scope: SCOPE, user: ADA, customers: [account(1)] };
const tab = (extra: Partial<TabState> = {}): TabState => ({ scope: SCOPE, confirmedUser: ADA, customers: null, apps: null, ...extra });

describe('reading a message from another tab', () => {
  it('every kind of message reads back exactly as it was sent', () => {
    const messages: SiblingMessage[] = [
      ask,
      answer,
      { kind: 'answer', id: 'q-2', scope: SCOPE, user: ADA },
      { kind: 'signed-out', scope: SCOPE },
      { kind: 'user-changed', scope: SCOPE, userId: 'user-2' },
    ];
    for (const message of messages) expect(readSiblingMessage(JSON.stringify(message))).toStrictEqual(message);
  });

  it('reads JSON text only: the same message in another shape is none of ours', () => {
    expect(readSiblingMessage(ask)).toBeNull();
    // An array of one text reads as that text wherever it is turned into a string.
    expect(readSiblingMessage([JSON.stringify(ask)])).toBeNull();
  });

  it('reads a message of up to 512 Ki characters, not one more', () => {
    expect(MAX_SIBLING_MESSAGE_CHARS).toBe(512 * 1024);
    const text = JSON.stringify(ask);
    expect(readSiblingMessage(text.padEnd(512 * 1024))).toEqual(ask);
    expect(readSiblingMessage(text.padEnd(512 * 1024 + 1))).toBeNull();
  });
});

describe('answering another tab’s question', () => {
  it('a question from another environment or identity server gets no answer', () => {
    expect(answerText({ id: 'q-1', scope: DEV_SCOPE }, tab())).toBeNull();
    expect(answerText({ id: 'q-1', scope: SCOPE }, tab())).not.toBeNull();
  });

  it('an answer of exactly 512 Ki characters is given; one character more is not', () => {
    const bare = answerText(ask, tab({ confirmedUser: { ...ADA, fullName: '' } }))!;
    const fullName = 'x'.repeat(512 * 1024 - bare.length);
    expect(answerText(ask, tab({ confirmedUser: { ...ADA, fullName } }))).toHaveLength(512 * 1024);
    expect(answerText(ask, tab({ confirmedUser: { ...ADA, fullName: `${fullName}x` } }))).toBeNull();
  });
});

describe('taking an answer to this tab’s question', () => {
  it('takes only an answer, to this question, in this tab’s scope', () => {
    expect(acceptedAnswer(answer, 'q-1', SCOPE)).toEqual({ user: ADA, customers: [account(1)] });
    expect(acceptedAnswer(null, 'q-1', SCOPE)).toBeNull();
    expect(acceptedAnswer(ask, 'q-1', SCOPE)).toBeNull();
    expect(acceptedAnswer(answer, 'q-2', SCOPE)).toBeNull();
    expect(acceptedAnswer({ ...answer, scope: DEV_SCOPE }, 'q-1', SCOPE)).toBeNull();
  });
});
