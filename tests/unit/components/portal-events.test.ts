// The portal-* events: dispatched from the element, bubbling and composed, with their detail.
import { describe, expect, it } from 'vitest';
import { emit, emitFrom } from '../../../src/components/portal-events';

/** The events `target` heard, as a host page's listener sees them. */
function heard(target: EventTarget, type: string): CustomEvent[] {
  const events: CustomEvent[] = [];
  target.addEventListener(type, (event) => events.push(event as CustomEvent));
  return events;
}

describe('portal events', () => {
  it('dispatches from an element a bubbling, composed CustomEvent with its detail', () => {
    const host = new EventTarget() as unknown as Element;
    const events = heard(host, 'portal-navigate');
    emitFrom(host, 'portal-navigate', { path: '/dash?x=1#top' });
    expect(events).toHaveLength(1);
    expect(events[0]).toBeInstanceOf(CustomEvent);
    expect(events[0]).toMatchObject({ type: 'portal-navigate', detail: { path: '/dash?x=1#top' }, bubbles: true, composed: true });
  });

  it('dispatches from the element that hosts a shadow root, not from the root', () => {
    const host = new EventTarget() as unknown as Element;
    const root = Object.assign(new EventTarget(), { host }) as unknown as ShadowRoot;
    const fromHost = heard(host, 'portal-part-error');
    const fromRoot = heard(root, 'portal-part-error');
    emit(root, 'portal-part-error', { message: 'The help chat could not be loaded.', reason: 'load-failed' });
    expect(fromHost.map((event) => event.detail)).toEqual([{ message: 'The help chat could not be loaded.', reason: 'load-failed' }]);
    expect(fromRoot).toEqual([]);
  });
});
