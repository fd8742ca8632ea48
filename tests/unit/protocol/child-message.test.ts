import { describe, expect, it } from 'vitest';
import { readChildMessage } from '../../../src/protocol/child-message';
import { PROTOCOL, PROTOCOL_VERSION } from '../../../src/protocol/client';
import { envelope, VALID } from './protocol-kit';

/** Reading a child's message: only the versioned envelope, a known type and a payload of the right shape. */

describe('readChildMessage', () => {
  it.each(Object.entries(VALID))('accepts %s with a valid payload', (type, payload) => {
    const message = envelope(type, payload);
    expect(readChildMessage(message)).toEqual(message);
  });

  it('accepts the edge values the payloads allow', () => {
    expect(readChildMessage(envelope('childUrlChanged', { url: '', navigated: false }))).not.toBeNull();
    expect(readChildMessage(envelope('childUrlChanged', { url: 'x'.repeat(2048), navigated: false }))).not.toBeNull();
    expect(readChildMessage(envelope('redirectWithReturnUrl', { url: 'x'.repeat(2048) }))).not.toBeNull();
    expect(readChildMessage(envelope('gatewayResult', { status: 200, customerId: 0, requestId: 'r'.repeat(200) }))).not.toBeNull();
    expect(readChildMessage(envelope('dirtyStateChanged', { newValue: false }))).not.toBeNull();
  });

  it.each([
    ['null', null],
    ['undefined', undefined],
    ['a number', 42],
    ['a string', 'childReady'],
    ['a JSON string of a valid message', JSON.stringify(envelope('childReady', {}))],
    ['an array', [PROTOCOL, PROTOCOL_VERSION, 'childReady', {}]],
    ['another protocol', { ...envelope('childReady', {}), protocol: 'luigi' }],
    ['no protocol', { version: PROTOCOL_VERSION, type: 'childReady', payload: {} }],
    ['version 2', { ...envelope('childReady', {}), version: 2 }],
    ['version 0', { ...envelope('childReady', {}), version: 0 }],
    ['version "1"', { ...envelope('childReady', {}), version: '1' }],
    ['no version', { protocol: PROTOCOL, type: 'childReady', payload: {} }],
    ['a null payload', envelope('childReady', null)],
    ['an array payload', envelope('childReady', [])],
    ['a string payload', envelope('childReady', '{}')],
    ['no payload', { protocol: PROTOCOL, version: PROTOCOL_VERSION, type: 'childReady' }],
  ])('rejects %s', (_name, value) => {
    expect(readChildMessage(value)).toBeNull();
  });

  it.each([
    'unknownType',
    '',
    'ChildReady',
    'childready',
    ' childReady',
    '__proto__',
    'constructor',
    'toString',
    'hasOwnProperty',
    'valueOf',
    'isPrototypeOf',
    '__defineGetter__',
    // Shell->child types are not messages in.
    'axiosAuthorization',
    'parentUrlChanged',
    'gatewayResultReply',
  ])('rejects the type %j', (type) => {
    expect(readChildMessage(envelope(type, {}))).toBeNull();
    expect(readChildMessage(envelope(type, { url: '/x', navigated: true, newValue: true, status: 403, customerId: 1, requestId: 'r' }))).toBeNull();
  });

  it('rejects a non-string type, including objects that stringify to a known type', () => {
    expect(readChildMessage(envelope(7 as unknown as string, {}))).toBeNull();
    expect(readChildMessage(envelope({ toString: () => 'childReady' } as unknown as string, {}))).toBeNull();
    expect(readChildMessage(envelope(['childReady'] as unknown as string, {}))).toBeNull();
  });

  it.each<[string, Record<string, unknown>]>([
    ['childUrlChanged', { navigated: true }],
    ['childUrlChanged', { url: '/x' }],
    ['childUrlChanged', { url: 7, navigated: true }],
    ['childUrlChanged', { url: null, navigated: true }],
    ['childUrlChanged', { url: ['/x'], navigated: true }],
    ['childUrlChanged', { url: new String('/x'), navigated: true }],
    ['childUrlChanged', { url: '/x', navigated: 'true' }],
    ['childUrlChanged', { url: '/x', navigated: 1 }],
    ['childUrlChanged', { url: '/x', navigated: null }],
    ['childUrlChanged', { url: 'x'.repeat(2049), navigated: true }],
    ['childUrlChanged', { url: 'x'.repeat(1_000_000), navigated: true }],
    ['dirtyStateChanged', {}],
    ['dirtyStateChanged', { newValue: 'true' }],
    ['dirtyStateChanged', { newValue: 1 }],
    ['dirtyStateChanged', { newValue: null }],
    ['dirtyStateChanged', { newValue: new Boolean(true) }],
    ['redirectWithReturnUrl', {}],
    ['redirectWithReturnUrl', { url: 42 }],
    ['redirectWithReturnUrl', { url: { href: 'https://x' } }],
    ['redirectWithReturnUrl', { url: 'x'.repeat(2049) }],
    ['gatewayResult', { customerId: 1, requestId: 'r' }],
    ['gatewayResult', { status: '403', customerId: 1, requestId: 'r' }],
    ['gatewayResult', { status: 403.5, customerId: 1, requestId: 'r' }],
    ['gatewayResult', { status: Number.NaN, customerId: 1, requestId: 'r' }],
    ['gatewayResult', { status: Infinity, customerId: 1, requestId: 'r' }],
    ['gatewayResult', { status: 403, requestId: 'r' }],
    ['gatewayResult', { status: 403, customerId: '1234', requestId: 'r' }],
    ['gatewayResult', { status: 403, customerId: -1, requestId: 'r' }],
    ['gatewayResult', { status: 403, customerId: 1.5, requestId: 'r' }],
    ['gatewayResult', { status: 403, customerId: Number.NaN, requestId: 'r' }],
    ['gatewayResult', { status: 403, customerId: 1 }],
    ['gatewayResult', { status: 403, customerId: 1, requestId: 7 }],
    ['gatewayResult', { status: 403, customerId: 1, requestId: 'r'.repeat(201) }],
  ])('rejects %s with the payload %#', (type, payload) => {
    expect(readChildMessage(envelope(type, payload))).toBeNull();
  });

  it('never throws on getters that throw, anywhere in the message', () => {
    const throwing = (keys: string[], base: Record<string, unknown>) => {
      const value = { ...base };
      for (const key of keys) {
        Object.defineProperty(value, key, {
          enumerable: true,
          get() {
            throw new Error(`boom ${key}`);
          },
        });
      }
      return value;
    };
    for (const key of ['protocol', 'version', 'type', 'payload']) {
      expect(readChildMessage(throwing([key], envelope('childReady', {})))).toBeNull();
    }
    for (const key of ['url', 'navigated']) {
      expect(readChildMessage(envelope('childUrlChanged', throwing([key], VALID.childUrlChanged)))).toBeNull();
    }
    expect(readChildMessage(envelope('dirtyStateChanged', throwing(['newValue'], {})))).toBeNull();
    for (const key of ['status', 'customerId', 'requestId']) {
      expect(readChildMessage(envelope('gatewayResult', throwing([key], VALID.gatewayResult)))).toBeNull();
    }
  });

  it('never throws on Proxies whose traps throw (the message, its payload, or a field)', () => {
    const boom = () => {
      throw new Error('boom');
    };
    const allTraps = { get: boom, has: boom, ownKeys: boom, getOwnPropertyDescriptor: boom, getPrototypeOf: boom };
    expect(readChildMessage(new Proxy({}, allTraps))).toBeNull();
    expect(readChildMessage(new Proxy(envelope('childReady', {}), allTraps))).toBeNull();
    expect(readChildMessage(envelope('childUrlChanged', new Proxy({}, allTraps)))).toBeNull();
    expect(readChildMessage(envelope('gatewayResult', new Proxy({}, allTraps)))).toBeNull();
    // A revoked proxy throws on every operation.
    const { proxy, revoke } = Proxy.revocable({}, {});
    revoke();
    expect(readChildMessage(proxy)).toBeNull();
    expect(readChildMessage(envelope('dirtyStateChanged', proxy))).toBeNull();
    // A Proxy that only pretends to be a valid payload shape still has to pass every check.
    const liar = new Proxy({}, { get: (_t, key) => (key === 'url' ? 42 : true) });
    expect(readChildMessage(envelope('childUrlChanged', liar))).toBeNull();
  });

  it('never throws on primitives and exotic objects', () => {
    for (const value of [Symbol('x'), 10n, () => {}, new Date(), /re/, new Map(), new Set(), new Uint8Array(4), Object.create(null)]) {
      expect(readChildMessage(value)).toBeNull();
    }
  });

  it("is not fooled by own '__proto__' keys (as JSON.parse and structured clone create them)", () => {
    const parse = (json: string) => JSON.parse(json) as unknown;
    const head = `"protocol":"${PROTOCOL}","version":${PROTOCOL_VERSION}`;
    expect(readChildMessage(parse(`{${head},"type":"__proto__","payload":{}}`))).toBeNull();
    expect(readChildMessage(parse(`{${head},"type":"dirtyStateChanged","payload":{"__proto__":{"newValue":true}}}`))).toBeNull();
    expect(readChildMessage(parse(`{${head},"type":"childUrlChanged","payload":{"__proto__":{"url":"/x","navigated":true}}}`))).toBeNull();
  });
});
