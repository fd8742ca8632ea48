import { afterEach, describe, expect, it, vi } from 'vitest';
import { readSignInReturn, signInReturnOnPage, tidySignInReturn, withoutSignInReturn } from '../../../../src/stores/session/sign-in-return-params';
import { resetStores } from '../../../../src/stores/store-reset';
import { installFakeTab, type FakeTab } from '../routing/fake-history';

// A host page's address after a return from the identity server: the elements read the sign-in
// return first, then the host's router and analytics should see the page as it was.

let tab: FakeTab | undefined;

/** A page in this tab at `url` whose body holds elements of the given tag names. */
function page(url: string, tags: string[] = []): FakeTab {
  tab = installFakeTab(url);
  vi.stubGlobal('document', { querySelector: (selector: string) => (tags.includes(selector) ? { localName: selector } : null) });
  return tab;
}

afterEach(() => {
  // The stubbed document first: it stands over the tab's own, which uninstall removes.
  vi.unstubAllGlobals();
  tab?.uninstall();
  tab = undefined;
});

describe('what an address says of a return from the identity server', () => {
  it('fromauth, and the round trip a chat\'s Sign in started (only on a return, only an id of ours)', () => {
    expect(readSignInReturn('https://shop.example/help?portal-chat-trip=0a1b&fromauth=TRUE')).toEqual({ fromAuth: true, chatTrip: '0a1b' });
    expect(readSignInReturn('https://shop.example/help?portal-chat-trip=0a1b')).toEqual({ fromAuth: false, chatTrip: null });
    expect(readSignInReturn('https://shop.example/help?fromauth=true')).toEqual({ fromAuth: true, chatTrip: null });
    for (const trip of ['', 'x<y', 'A0', 'a'.repeat(65)]) {
      expect(readSignInReturn(`https://shop.example/help?portal-chat-trip=${trip}&fromauth=true`).chatTrip, trip).toBe(null);
    }
  });

  it('is read once per page, before the address is tidied: a part loaded later still knows', () => {
    page('https://shop.example/help?portal-chat-trip=0a1b&fromauth=true', ['portal-chat']);
    tidySignInReturn();
    expect(location.href).toBe('https://shop.example/help');
    expect(signInReturnOnPage()).toEqual({ fromAuth: true, chatTrip: '0a1b' });
    resetStores({ only: ['session'] });
    expect(signInReturnOnPage()).toEqual({ fromAuth: false, chatTrip: null });
  });
});

describe('tidySignInReturn', () => {
  it('on a host page, takes fromauth and initialurl out of the address, in the same history entry', () => {
    const t = page('https://shop.example/help?lang=da&fromauth=true&initialurl=%2Fhelp#faq', ['chat-widget']);
    history.replaceState({ kept: 1 }, '', location.href);
    tidySignInReturn();
    expect(t.entries()).toEqual(['/help?lang=da#faq']);
    expect(history.state).toEqual({ kept: 1 });
  });

  it('leaves an address without them alone, state and all', () => {
    const t = page('https://shop.example/help?lang=da#faq');
    const replace = vi.spyOn(history, 'replaceState');
    tidySignInReturn();
    expect(replace).not.toHaveBeenCalled();
    expect(t.entries()).toEqual(['/help?lang=da#faq']);
  });

  it('leaves them to a <portal-shell> on the page, which restores the page they name', () => {
    const t = page('https://portal.example/?fromauth=true&initialurl=%2Fdash', ['portal-shell']);
    tidySignInReturn();
    expect(t.entries()).toEqual(['/?fromauth=true&initialurl=%2Fdash']);
  });

  it('outside a browser (no address, no document) does nothing and does not fail', () => {
    expect(typeof location).toBe('undefined');
    expect(typeof document).toBe('undefined');
    expect(() => tidySignInReturn()).not.toThrow();
  });
});

describe('the address after a return from the identity server', () => {
  it('loses fromauth and initialurl and keeps the rest of the address', () => {
    expect(withoutSignInReturn('https://shop.example/help?lang=da&initialurl=%2Fhelp&fromauth=true#faq')).toBe('https://shop.example/help?lang=da#faq');
  });

  it('loses either one alone', () => {
    expect(withoutSignInReturn('https://shop.example/?fromauth=true')).toBe('https://shop.example/');
    expect(withoutSignInReturn('https://shop.example/?initialurl=%2F')).toBe('https://shop.example/');
  });

  it('is null for an address without them, so the history entry is left alone', () => {
    expect(withoutSignInReturn('https://shop.example/help?lang=da#faq')).toBeNull();
  });
});
