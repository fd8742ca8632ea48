import { describe, expect, it } from 'vitest';
import { mayAct, showsNotAllowed } from '../../../src/stores/child-message-rules';

describe('what a message of an embedded app may do', () => {
  it.each(['childClick', 'dirtyStateChanged', 'childLogout', 'redirectWithReturnUrl'] as const)('%s acts only from the frame on screen', (type) => {
    expect(mayAct(type, true)).toBe(true);
    expect(mayAct(type, false)).toBe(false);
  });

  it.each(['childReady', 'childUrlChanged', 'gatewayResult'] as const)('%s is handled from a hidden kept-alive frame too', (type) => {
    expect(mayAct(type, false)).toBe(true);
  });

  it('only a 403 from the app on screen shows Not Allowed', () => {
    expect(showsNotAllowed(403, true)).toBe(true);
    expect(showsNotAllowed(403, false)).toBe(false);
    for (const status of [200, 400, 401, 404, 500]) expect(showsNotAllowed(status, true)).toBe(false);
  });
});
