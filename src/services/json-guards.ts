/** Small checks of untrusted JSON, so that a service returns what its type promises. */

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export const isString = (value: unknown): value is string => typeof value === 'string';

export const isInteger = (value: unknown): value is number => Number.isInteger(value);

export const isNullableInteger = (value: unknown): value is number | null => value === null || Number.isInteger(value);
