import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PROTOCOL, PROTOCOL_VERSION } from '../../../src/protocol/client';
import { createFrameBridge } from '../../../src/protocol/frame-bridge';

/** What the shell's bridge tells the developer when the shell's own handler of a frame's message fails. */

const APPS = 'https://apps.portal.example';

type Listener = (event: MessageEvent) => void;

let warn: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

describe('createFrameBridge: a handler that throws', () => {
  it('logs a warning that says what failed, with the error, and keeps listening', () => {
    const listeners = new Set<Listener>();
    const host = { addEventListener: (_type: string, listener: Listener) => listeners.add(listener), removeEventListener: vi.fn() };
    const bridge = createFrameBridge(host as unknown as Window, () => {});
    const frame = { postMessage: vi.fn() };
    const failure = new Error('handler failed');
    const onMessage = vi.fn().mockImplementationOnce(() => {
      throw failure;
    });
    bridge.register({ window: () => frame as unknown as Window, origin: APPS, onMessage });
    const deliver = () => {
      const event = { data: { protocol: PROTOCOL, version: PROTOCOL_VERSION, type: 'childClick', payload: {} }, source: frame, origin: APPS };
      for (const listener of listeners) listener(event as unknown as MessageEvent);
    };

    deliver();
    expect(warn).toHaveBeenCalledExactlyOnceWith('A message from an embedded app could not be handled.', failure);

    deliver();
    expect(onMessage).toHaveBeenCalledTimes(2);
    expect(warn).toHaveBeenCalledOnce();
  });
});
