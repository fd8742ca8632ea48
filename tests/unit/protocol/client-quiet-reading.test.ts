import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createShellClient, isEnvelope, PROTOCOL, PROTOCOL_VERSION } from '../../../src/protocol/client';

/** What the SDK reads as a message, and that reading one nobody waits for makes no noise. */

const SHELL = 'https://portal.example.com';

const envelope = (type: string, payload: unknown) => ({ protocol: PROTOCOL, version: PROTOCOL_VERSION, type, payload });

type Listener = (event: MessageEvent) => void;

/** A framed app window whose parent is on SHELL, and a way to deliver messages from that parent. */
function framedClient() {
  const listeners = new Set<Listener>();
  const parent = { postMessage: vi.fn() };
  const win = {
    location: { ancestorOrigins: [SHELL] },
    document: { referrer: '' },
    parent,
    addEventListener: (_type: string, listener: Listener) => listeners.add(listener),
    removeEventListener: (_type: string, listener: Listener) => listeners.delete(listener),
  };
  const client = createShellClient({ allowedShellOrigins: [SHELL], window: win as unknown as Window });
  if (!client) throw new Error('expected a client');
  const deliver = (data: unknown) => {
    for (const listener of [...listeners]) listener({ data, source: parent, origin: SHELL } as unknown as MessageEvent);
  };
  return { client, deliver };
}

let error: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  error = vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

describe('isEnvelope', () => {
  it('rejects a function, even one carrying every envelope field', () => {
    const callable = Object.assign(() => {}, envelope('parentUrlChanged', { url: '/x' }));
    expect(callable.protocol).toBe(PROTOCOL);
    expect(isEnvelope(callable)).toBe(false);
  });
});

describe('createShellClient: messages nobody subscribed to', () => {
  it('drops a valid message of a type with no callback without logging anything', () => {
    const { client, deliver } = framedClient();
    const onToken = vi.fn();
    client.onToken(onToken);
    deliver(envelope('parentUrlChanged', { url: '/dash/1' }));
    deliver(envelope('gatewayResultReply', { requestId: 'r-1', handled: true }));
    expect(error).not.toHaveBeenCalled();
    expect(onToken).not.toHaveBeenCalled();
  });
});
