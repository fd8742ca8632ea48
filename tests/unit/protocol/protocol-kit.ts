import { PROTOCOL, PROTOCOL_VERSION, type ChildMessageType } from '../../../src/protocol/client';

/** The shell's side of the protocol (src/protocol/README.md): what its tests share. */

export const APPS = 'https://apps.portal.example';
export const OTHER = 'https://evil.example.net';

export const envelope = (type: string, payload: unknown) => ({ protocol: PROTOCOL, version: PROTOCOL_VERSION, type, payload });

/** One valid message of each child->shell type. */
export const VALID: Record<ChildMessageType, Record<string, unknown>> = {
  childReady: {},
  childUrlChanged: { url: '/dash/1234/reports?tab=2#top', navigated: true },
  childClick: {},
  dirtyStateChanged: { newValue: true },
  childLogout: {},
  redirectWithReturnUrl: { url: 'https://login.portal.example/identity?x=1' },
  gatewayResult: { status: 403, customerId: 1234, requestId: 'r-1' },
};
