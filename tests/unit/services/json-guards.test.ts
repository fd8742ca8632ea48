// The checks the services read untrusted JSON answers with.
import { describe, expect, it } from 'vitest';
import { isInteger, isNullableInteger, isRecord, isString } from '../../../src/services/json-guards';

describe('JSON guards', () => {
  it('isRecord, isString, isInteger and isNullableInteger', () => {
    expect([{}, { a: 1 }, [], null, 'x'].map(isRecord)).toEqual([true, true, false, false, false]);
    expect(['', 'x', 1, null].map(isString)).toEqual([true, true, false, false]);
    expect([0, 7, -3, 1.5, '1', null].map(isInteger)).toEqual([true, true, true, false, false, false]);
    expect([null, 0, 1.5, undefined, '1'].map(isNullableInteger)).toEqual([true, true, false, false, false]);
  });
});
