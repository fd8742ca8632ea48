import { describe, expect, it } from 'vitest';
import { isEnvelope, PROTOCOL, PROTOCOL_VERSION } from '../../../src/protocol/envelope';
import { envelope } from './protocol-kit';

describe('isEnvelope', () => {
  it('accepts an envelope of this protocol and version with a string type and an object payload', () => {
    expect(isEnvelope(envelope('childReady', {}))).toBe(true);
    expect(isEnvelope(envelope('anything', { a: 1 }))).toBe(true);
  });

  it.each([
    ['null', null],
    ['undefined', undefined],
    ['a string', JSON.stringify(envelope('childReady', {}))],
    ['a number', 1],
    ['an array', [PROTOCOL, PROTOCOL_VERSION, 'childReady', {}]],
    ['another protocol', { ...envelope('childReady', {}), protocol: 'luigi' }],
    ['another version', { ...envelope('childReady', {}), version: 2 }],
    ['a string version', { ...envelope('childReady', {}), version: '1' }],
    ['a missing type', { protocol: PROTOCOL, version: PROTOCOL_VERSION, payload: {} }],
    ['a number type', envelope(7 as unknown as string, {})],
    ['a null payload', envelope('childReady', null)],
    ['an array payload', envelope('childReady', [])],
    ['a string payload', envelope('childReady', 'x')],
    ['a missing payload', { protocol: PROTOCOL, version: PROTOCOL_VERSION, type: 'childReady' }],
  ])('rejects %s', (_name, value) => {
    expect(isEnvelope(value)).toBe(false);
  });

  it('never throws, even on a value whose properties throw', () => {
    const hostile = new Proxy({}, { get: () => { throw new Error('boom'); } });
    expect(isEnvelope(hostile)).toBe(false);
  });
});
