// <portal-release-notes>: its events out of the shadow root, and two cards on one page, each with
// its own store that its own attributes (gateway, count, environment) feed.
import '../../elements/portal-release-notes';
import { expect } from 'chai';
import { TEST_BACKEND } from './test-backend';
import { cleanupFixtures, fixture, waitFor } from './wait-for';
import { resetStores } from '../../src/stores/store-reset';
import { noteOriginRefused } from '../../src/stores/platform/origin-refusal';
import { items, mountReleaseNotes, withReleaseNotesBackend } from './release-notes-kit';

describe('<portal-release-notes> events', () => {
  withReleaseNotesBackend();

  it('fires portal-part-error (origin-not-allowed) once the backend refused the page origin', async () => {
    const element = mountReleaseNotes({ 'gateway-url': TEST_BACKEND.gateway });
    const heard: string[] = [];
    element.addEventListener('portal-part-error', (event) => heard.push((event as CustomEvent<{ reason: string }>).detail.reason));
    await (element as HTMLElementTagNameMap['portal-release-notes']).whenReady();
    const warn = console.warn;
    console.warn = () => {};
    try {
      noteOriginRefused();
    } finally {
      console.warn = warn;
      resetStores({ only: ['session'] });
    }
    expect(heard).to.deep.equal(['origin-not-allowed']);
  });

  it('fires portal-release-note-open with title and link, bubbling out of the shadow root', async () => {
    const element = mountReleaseNotes({ 'gateway-url': TEST_BACKEND.gateway });
    await waitFor(() => items(element).length === 3, 'three release notes', 8000);
    const received: Array<CustomEvent<{ title: string; link: string }>> = [];
    const listener = (event: CustomEvent<{ title: string; link: string }>) => received.push(event);
    const stopNavigation = (event: Event) => event.preventDefault();
    document.addEventListener('portal-release-note-open', listener);
    document.addEventListener('click', stopNavigation);
    try {
      const link = items(element)[1]!.querySelector('a')!;
      const title = items(element)[1]!.querySelector('.release-note__title')!.textContent;
      link.click();
      expect(received).to.have.length(1);
      const event = received[0]!;
      expect(event.detail).to.deep.equal({ title, link: link.href });
      expect(event.bubbles).to.equal(true);
      expect(event.composed).to.equal(true);
      // Seen from the document, the event comes from the element itself (retargeted out of the shadow root).
      expect(event.target).to.equal(element);
    } finally {
      document.removeEventListener('portal-release-note-open', listener);
      document.removeEventListener('click', stopNavigation);
    }
  });
});

/** A card's state once it has loaded: its item titles, or 'empty'. */
async function loadedCard(card: HTMLElement, timeout = 5000): Promise<string[] | 'empty'> {
  const root = card.shadowRoot!;
  return waitFor(
    () => {
      if (root.querySelector('[part="empty"]')) return 'empty' as const;
      const items = [...root.querySelectorAll('[part="item"] .release-note__title')].map((title) => title.textContent ?? '');
      return items.length > 0 && !root.querySelector('[part="skeleton"]') ? items : null;
    },
    'the card to load',
    timeout,
  );
}

describe('two <portal-release-notes> on one page', function () {
  this.timeout(15_000);
  afterEach(() => cleanupFixtures());

  it('each shows its own count: one with count="2" does not change its sibling without count', async () => {
    const plain = fixture<HTMLElement>(`<portal-release-notes gateway-url="${TEST_BACKEND.gateway}"></portal-release-notes>`);
    const two = fixture<HTMLElement>(`<portal-release-notes gateway-url="${TEST_BACKEND.gateway}" count="2"></portal-release-notes>`);
    const [twoItems, plainItems] = await Promise.all([loadedCard(two), loadedCard(plain)]);
    expect(twoItems).to.have.length(2);
    expect(plainItems).to.have.length(3);
    expect((plainItems as string[]).slice(0, 2)).to.deep.equal(twoItems);
  });

  it('each reads its own gateway-url: a failing one stays empty beside one that loads', async () => {
    const good = fixture<HTMLElement>(`<portal-release-notes gateway-url="${TEST_BACKEND.gateway}"></portal-release-notes>`);
    const broken = fixture<HTMLElement>(`<portal-release-notes gateway-url="${TEST_BACKEND.gateway}/nowhere"></portal-release-notes>`);
    const [goodItems, brokenItems] = await Promise.all([loadedCard(good), loadedCard(broken)]);
    expect(goodItems).to.have.length(3);
    expect(brokenItems).to.equal('empty');
  });

  it('each reads its own env: a card of another environment does not take its sibling\'s gateway', async function () {
    // The Production card ends once its call has failed: within the HTTP time limit (15 s) and
    // the probe of the address that follows, however long the machine's resolver takes.
    this.timeout(45_000);
    const good = fixture<HTMLElement>(`<portal-release-notes gateway-url="${TEST_BACKEND.gateway}" count="1"></portal-release-notes>`);
    // The Production gateway is not reachable from the test machine: that card ends empty.
    const production = fixture<HTMLElement>('<portal-release-notes env="Production"></portal-release-notes>');
    const [goodItems, productionItems] = await Promise.all([loadedCard(good), loadedCard(production, 35_000)]);
    expect(goodItems).to.have.length(1);
    expect(productionItems).to.equal('empty');
  });

  it('changing one card\'s count reloads that card only', async () => {
    const first = fixture<HTMLElement>(`<portal-release-notes gateway-url="${TEST_BACKEND.gateway}" count="1"></portal-release-notes>`);
    const second = fixture<HTMLElement>(`<portal-release-notes gateway-url="${TEST_BACKEND.gateway}" count="2"></portal-release-notes>`);
    await Promise.all([loadedCard(first), loadedCard(second)]);
    first.setAttribute('count', '3');
    await waitFor(() => first.shadowRoot!.querySelectorAll('[part="item"]').length === 3, 'three items in the first card');
    expect(second.shadowRoot!.querySelectorAll('[part="item"]')).to.have.length(2);
  });

  it('a gateway-url changed after the start loads that card\'s new feed, the sibling keeps its own', async () => {
    const moved = fixture<HTMLElement>(`<portal-release-notes gateway-url="${TEST_BACKEND.gateway}"></portal-release-notes>`);
    const sibling = fixture<HTMLElement>(`<portal-release-notes gateway-url="${TEST_BACKEND.gateway}"></portal-release-notes>`);
    await Promise.all([loadedCard(moved), loadedCard(sibling)]);
    moved.setAttribute('gateway-url', `${TEST_BACKEND.gateway}/nowhere`);
    await waitFor(() => moved.shadowRoot!.querySelector('[part="empty"]'), 'the moved card to end empty', 5000);
    expect(sibling.shadowRoot!.querySelectorAll('[part="item"]')).to.have.length(3);
  });
});
