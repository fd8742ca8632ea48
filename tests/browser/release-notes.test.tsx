// The release notes on their own (`StandaloneReleaseNotes` in <portal-release-notes>) against the
// local backend: the feed of the chosen gateway, count and height, a failed feed (which gateway a
// card's settings choose: tests/unit/stores/feeds/release-notes.test.ts).
import { expect } from 'chai';
import { admin, TEST_BACKEND } from './test-backend';
import { waitFor } from './wait-for';
import { FEED_PATH, items, mountReleaseNotes, withReleaseNotesBackend } from './release-notes-kit';

describe('<portal-release-notes> on its own, against the local backend', () => {
  withReleaseNotesBackend();

  it('reads the feed from gateway-url and shows 3 items with the card title', async () => {
    const element = mountReleaseNotes({ 'gateway-url': TEST_BACKEND.gateway });
    await waitFor(() => items(element).length === 3, 'three release notes', 8000);
    const root = element.shadowRoot!;
    expect(root.querySelector('h2')?.textContent).to.equal('Release notes');
    expect(root.querySelector('[part="skeleton"]')).to.equal(null);
    // The feed's first item is two days old, with a title a careless parser turns into a number.
    expect(items(element)[0]!.querySelector('.release-note__title')?.textContent).to.equal('2026.11');
    expect(items(element)[0]!.querySelector('[part="new-badge"]')?.textContent).to.equal('NEW');
    for (const item of items(element)) expect(item.querySelector('a')!.href).to.match(/^https:\/\/release-notes\.portal\.example\//);
  });

  it('honours count and height', async () => {
    const element = mountReleaseNotes({ 'gateway-url': TEST_BACKEND.gateway, count: '2', height: '320' });
    await waitFor(() => items(element).length === 2, 'two release notes', 8000);
    expect(element.shadowRoot!.querySelector<HTMLElement>('[part="card"]')!.getBoundingClientRect().height).to.equal(320);
  });

  it('shows the empty state, and loading ends, when the feed fails', async () => {
    await admin('/faults', {
      method: 'POST',
      body: JSON.stringify({ fault: 'status:500', origin: 'gateway', path: FEED_PATH, times: 1 }),
      headers: { 'content-type': 'application/json' },
    });
    const logged: unknown[][] = [];
    const error = console.error;
    console.error = (...args: unknown[]) => void logged.push(args);
    let element: HTMLElement;
    try {
      element = mountReleaseNotes({ 'gateway-url': TEST_BACKEND.gateway });
      await waitFor(() => element.shadowRoot!.querySelector('[part="empty"]'), 'the empty state', 8000);
    } finally {
      console.error = error;
    }
    // logged as "Error parsing RSS feed"; the user sees an empty list and loading ends.
    expect(logged.map((args) => args[0])).to.deep.equal(['Error parsing RSS feed']);
    const root = element.shadowRoot!;
    const empty = root.querySelector('[part="empty"]')!;
    expect(empty.textContent).to.equal('No release notes right now.');
    expect(root.querySelector('[part="skeleton"]')).to.equal(null);
    expect(root.querySelector('[part="card"]')?.getAttribute('aria-busy')).to.equal('false');
    expect(items(element)).to.have.length(0);
  });
});
