// The members every Portal element shares: its package version, whenReady, and the page's state followed while connected.
import { describe, expect, it, vi } from 'vitest';
import { announceReady } from '../../../elements/internal/element-ready';
import { PACKAGE_VERSION } from '../../../elements/internal/package-version';
import { SharedElementMembers, type Follow } from '../../../elements/internal/shared-element-members';
import type { ReactElementConstructor } from '../../../elements/internal/create-element-class';

/** An r2wc element class as far as the mixin needs one: lifecycle callbacks, counted. */
class Base extends EventTarget {
  readonly localName = 'portal-test';
  readonly calls: string[] = [];
  connectedCallback(): void {
    this.calls.push('connected');
  }
  disconnectedCallback(): void {
    this.calls.push('disconnected');
  }
}

const withSharedMembers = (follow?: Follow) => SharedElementMembers(Base as unknown as ReactElementConstructor, follow) as unknown as new () => Base & { whenReady(): Promise<void> };

describe('SharedElementMembers', () => {
  it('carries the package version on the class', () => {
    expect((withSharedMembers() as unknown as { version: string }).version).toBe(PACKAGE_VERSION);
  });

  it('resolves whenReady with the element\'s first render', async () => {
    const element = new (withSharedMembers())();
    let ready = false;
    void element.whenReady().then(() => (ready = true));
    await Promise.resolve();
    expect(ready).toBe(false);
    announceReady({ host: element } as unknown as ShadowRoot);
    await element.whenReady();
    expect(ready).toBe(true);
  });

  it('follows the page\'s state while connected, once however often connected, and stops on leaving', () => {
    const stop = vi.fn();
    const follow = vi.fn<Follow>(() => stop);
    const element = new (withSharedMembers(follow))();
    element.connectedCallback();
    element.connectedCallback();
    expect(follow).toHaveBeenCalledOnce();
    expect(follow).toHaveBeenCalledWith(element);
    element.disconnectedCallback();
    expect(stop).toHaveBeenCalledOnce();
    element.connectedCallback();
    expect(follow).toHaveBeenCalledTimes(2);
    expect(element.calls).toEqual(['connected', 'connected', 'disconnected', 'connected']);
  });

  it('keeps the base\'s callbacks for an element that follows nothing', () => {
    const element = new (withSharedMembers())();
    element.connectedCallback();
    element.disconnectedCallback();
    expect(element.calls).toEqual(['connected', 'disconnected']);
  });
});
