// An element's first render: whenReady settles and portal-ready is dispatched at the same point.
import { describe, expect, it } from 'vitest';
import { announceReady, whenReady } from '../../../elements/internal/element-ready';

/** An element as far as readiness needs one: a tag name and events. */
class FakeElement extends EventTarget {
  constructor(readonly localName: string) {
    super();
  }
}

const rootOf = (host: FakeElement) => ({ host }) as unknown as ShadowRoot;
const settled = async (promise: Promise<void>): Promise<boolean> => {
  let done = false;
  void promise.then(() => (done = true));
  // Two microtask turns: a settled promise's callback has run by then.
  await Promise.resolve();
  await Promise.resolve();
  return done;
};

describe('element readiness', () => {
  it('settles whenReady when the first render is announced, with portal-ready from the element', async () => {
    const host = new FakeElement('portal-chat');
    const heard: Array<{ tag: string; bubbles: boolean; composed: boolean }> = [];
    const ready = whenReady(host as unknown as Element);
    host.addEventListener('portal-ready', (event) => {
      const { detail, bubbles, composed } = event as CustomEvent<{ tag: string }>;
      heard.push({ tag: detail.tag, bubbles, composed });
    });
    expect(await settled(ready)).toBe(false);
    announceReady(rootOf(host));
    expect(heard).toEqual([{ tag: 'portal-chat', bubbles: true, composed: true }]);
    expect(await settled(ready)).toBe(true);
  });

  it('gives one promise per element, settled at once after the first render, and keeps elements apart', async () => {
    const first = new FakeElement('portal-shell');
    const second = new FakeElement('portal-shell');
    expect(whenReady(first as unknown as Element)).toBe(whenReady(first as unknown as Element));
    announceReady(rootOf(first));
    expect(await settled(whenReady(first as unknown as Element))).toBe(true);
    expect(await settled(whenReady(second as unknown as Element))).toBe(false);
  });
});
