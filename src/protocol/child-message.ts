import { isEnvelope, type ChildToShellEnvelope, type ChildToShellMessages } from './client';

type Check = (payload: Record<string, unknown>) => boolean;

const isString = (value: unknown) => typeof value === 'string';
const isNonNegativeInteger = (value: unknown) => Number.isInteger(value) && (value as number) >= 0;
/** URLs and ids from a frame are bounded: nothing in the protocol needs more. */
const short = (value: unknown, max = 2048) => isString(value) && (value as string).length <= max;

/** What each message from an embedded app must carry. */
const CHILD_PAYLOADS: { [T in keyof ChildToShellMessages]: Check } = {
  childReady: () => true,
  childUrlChanged: (p) => short(p.url) && typeof p.navigated === 'boolean',
  childClick: () => true,
  dirtyStateChanged: (p) => typeof p.newValue === 'boolean',
  childLogout: () => true,
  redirectWithReturnUrl: (p) => short(p.url),
  gatewayResult: (p) => Number.isInteger(p.status) && isNonNegativeInteger(p.customerId) && short(p.requestId, 200),
};

/**
 * A message from an embedded app, or null. Only the versioned envelope, a known type and a
 * payload of the right shape pass; the shape is no reason to trust the sender (the frame bridge
 * checks the source window and origin first).
 */
export function readChildMessage(data: unknown): ChildToShellEnvelope | null {
  try {
    if (!isEnvelope(data)) return null;
    if (!Object.prototype.hasOwnProperty.call(CHILD_PAYLOADS, data.type)) return null;
    const check = CHILD_PAYLOADS[data.type as keyof ChildToShellMessages];
    return check(data.payload as Record<string, unknown>) ? (data as ChildToShellEnvelope) : null;
  } catch {
    // A hostile object (throwing getters, proxies) is just not a message.
    return null;
  }
}
