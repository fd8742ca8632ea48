// Whether a page of the tab has a chat question waiting from before a sign-in.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { chatDraftKey, chatDraftWaiting } from '../../../../src/stores/chat/chat-draft-waiting';
import { FakeStorage } from '../store-test-kit';

const onPage = (pathname: string) => vi.stubGlobal('location', { pathname });

afterEach(() => vi.unstubAllGlobals());

describe('chatDraftKey', () => {
  it('is one key per page path, under the portal\'s prefix', () => {
    expect(chatDraftKey('/shop/')).toBe('portal-shell:chat-draft:/shop/');
    expect(chatDraftKey('/shop')).not.toBe(chatDraftKey('/shop/'));
  });
});

describe('chatDraftWaiting', () => {
  it('is true on the page whose question waits, and on no other page of the tab', () => {
    const storage = new FakeStorage();
    vi.stubGlobal('sessionStorage', storage);
    onPage('/shop/');
    expect(chatDraftWaiting()).toBe(false);
    storage.setItem(chatDraftKey('/shop/'), '{}');
    expect(chatDraftWaiting()).toBe(true);
    onPage('/other/');
    expect(chatDraftWaiting()).toBe(false);
  });

  it('is false, without throwing, where the tab has no storage or refuses it', () => {
    onPage('/shop/');
    vi.stubGlobal('sessionStorage', undefined);
    expect(chatDraftWaiting()).toBe(false);
    vi.stubGlobal('sessionStorage', {
      getItem: () => {
        throw new DOMException('blocked', 'SecurityError');
      },
    });
    expect(chatDraftWaiting()).toBe(false);
  });
});
