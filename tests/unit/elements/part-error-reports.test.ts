// The portal-part-error an element dispatches when the page's origin is refused or the visitor is signed out.
import { atom } from 'nanostores';
import { afterEach, describe, expect, it } from 'vitest';
import { reportOriginRefusal, reportSignedOut } from '../../../elements/internal/part-error-reports';
import { $originRefused } from '../../../src/stores/platform/platform';

/** The `portal-part-error` details an element dispatched. */
function listen(host: EventTarget): Array<{ message: string; reason: string }> {
  const details: Array<{ message: string; reason: string }> = [];
  host.addEventListener('portal-part-error', (event) => details.push((event as CustomEvent<{ message: string; reason: string }>).detail));
  return details;
}

const element = () => new EventTarget() as unknown as Element;

describe('part error reports', () => {
  afterEach(() => $originRefused.set(false));

  it('reports a refused origin once, when it is refused, and nothing after stopping', () => {
    const host = element();
    const details = listen(host);
    const stop = reportOriginRefusal(host);
    expect(details).toEqual([]);
    $originRefused.set(true);
    $originRefused.set(false);
    $originRefused.set(true);
    expect(details).toEqual([{ message: 'The portal is not available on this site: its origin is not allowed.', reason: 'origin-not-allowed' }]);
    stop();
  });

  it('reports nothing once the element stopped following', () => {
    const host = element();
    const details = listen(host);
    reportOriginRefusal(host)();
    $originRefused.set(true);
    expect(details).toEqual([]);
  });

  it('reports an origin refused before the element came, at once', () => {
    $originRefused.set(true);
    const host = element();
    const details = listen(host);
    reportOriginRefusal(host)();
    expect(details.map((detail) => detail.reason)).toEqual(['origin-not-allowed']);
  });

  it('reports signed out each time the visitor turns signed out, not while it stays so', () => {
    const signedOut = atom(true);
    const host = element();
    const details = listen(host);
    const stop = reportSignedOut(host, signedOut);
    // A store may tell its listeners again with the same value.
    signedOut.notify();
    signedOut.set(false);
    signedOut.set(true);
    expect(details).toEqual([
      { message: 'The visitor is not signed in to the portal.', reason: 'signed-out' },
      { message: 'The visitor is not signed in to the portal.', reason: 'signed-out' },
    ]);
    stop();
    signedOut.set(false);
    signedOut.set(true);
    expect(details).toHaveLength(2);
  });
});
