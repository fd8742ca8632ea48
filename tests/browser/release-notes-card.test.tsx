// The release-notes card, driven through its props: the NEW badge, the Danish date, loading,
// empty and refused, its size, links in a new tab, and axe.
import type { Root } from 'react-dom/client';
import { expect } from 'chai';
import { seriousViolations } from './axe-check';
import { ElementRoot } from '../../src/components/element-root';
import { RELEASE_NOTES_URL } from '../../src/config/external-links';
import { formatDanishDate } from '../../src/stores/feeds/home-feeds';
import { waitFor } from './wait-for';
import { mountShadow } from './shadow-fixture';
import { RELEASE_NOTES_REFUSED_TEXT, ReleaseNotesCard, type ReleaseNoteItem, type ReleaseNotesCardProps } from '../../src/components/release-notes/release-notes-card';
import themeCss from '../../src/components/theme/theme.css?inline';
import './theme-on-document';
import releaseNotesCss from '../../src/components/release-notes/release-notes.css?inline';

const DAY_MS = 24 * 60 * 60 * 1000;
/** The fixed "now" the NEW badge is measured from. */
const NOW = new Date('2026-03-20T12:00:00Z');
const daysBefore = (days: number, extraMs = 0) => new Date(NOW.getTime() - days * DAY_MS + extraMs);

function note(title: string, pubDate: Date, description = `About ${title}.`): ReleaseNoteItem {
  return { title, link: `https://release-notes.portal.example/${encodeURIComponent(title)}`, pubDate, description };
}


describe('Release notes card, driven through props', () => {
  let host: HTMLElement;
  let root: ShadowRoot;
  let reactRoot: Root;

  function render(props: ReleaseNotesCardProps): void {
    reactRoot.render(
      <ElementRoot container={root}>
        <ReleaseNotesCard {...props} />
      </ElementRoot>,
    );
  }
  const rows = () => Array.from(root.querySelectorAll<HTMLElement>('[part="item"]'));
  const titles = () => rows().map((row) => row.querySelector('.release-note__title')?.textContent);

  beforeEach(() => {
    ({ host, shadow: root, reactRoot } = mountShadow({ css: [themeCss, releaseNotesCss], hostStyle: 'display:block;width:360px' }));
  });

  afterEach(() => {
    reactRoot.unmount();
    host.remove();
  });

  it('shows a NEW badge for less than 21 days, not at 21 days or more', async () => {
    render({
      status: 'loaded',
      now: NOW,
      items: [note('today', daysBefore(0)), note('one minute short of 21 days', daysBefore(21, 60_000)), note('exactly 21 days', daysBefore(21))],
    });
    await waitFor(() => rows().length === 3, 'three rows');
    const badged = rows().map((row) => row.querySelector('[part="new-badge"]')?.textContent ?? null);
    expect(badged).to.deep.equal(['NEW', 'NEW', null]);
    render({ status: 'loaded', now: NOW, items: [note('22 days', daysBefore(22))] });
    await waitFor(() => titles()[0] === '22 days', 'the re-render');
    expect(root.querySelector('[part="new-badge"]')).to.equal(null);
  });

  it('shows the date in Danish, long, with the weekday', async () => {
    const date = new Date('2026-03-18T12:00:00Z');
    render({ status: 'loaded', now: NOW, items: [note('Danish date', date)] });
    const time = await waitFor(() => root.querySelector('time'), 'the date');
    expect(time.textContent).to.equal(formatDanishDate(date));
    expect(time.textContent).to.match(/onsdag/);
    expect(time.textContent).to.match(/18\. marts 2026/);
    expect(time.getAttribute('datetime')).to.equal(date.toISOString());
  });

  it('shows 3 skeleton rows while loading (and before loading starts), and no items', async () => {
    for (const status of ['idle', 'loading'] as const) {
      render({ status, items: [note('ignored while loading', daysBefore(1))] });
      await waitFor(() => root.querySelectorAll('[part="skeleton"]').length === 3, `3 skeletons (${status})`);
      expect(rows()).to.have.length(0);
      expect(root.querySelector('[part="card"]')?.getAttribute('aria-busy')).to.equal('true');
      expect(root.querySelector('[role="status"]')?.textContent).to.equal('Loading release notes');
    }
  });

  it('shows "No release notes right now." when loaded and empty, with See all still there', async () => {
    render({ status: 'loaded', items: [] });
    const empty = await waitFor(() => root.querySelector('[part="empty"]'), 'the empty state');
    expect(empty.textContent).to.equal('No release notes right now.');
    expect(root.querySelector('[part="skeleton"]')).to.equal(null);
    expect(root.querySelector('[part="card"]')?.getAttribute('aria-busy')).to.equal('false');
    const seeAll = root.querySelector<HTMLAnchorElement>('[part="see-all"]')!;
    expect(seeAll.href).to.equal(RELEASE_NOTES_URL);
    expect(seeAll.target).to.equal('_blank');
    expect(seeAll.rel).to.equal('noopener noreferrer');
  });

  it('says quietly that release notes are not available on this site when the gateway refused the origin', async () => {
    render({ status: 'loaded', items: [], refused: true });
    const empty = await waitFor(() => root.querySelector('[part="empty"]'), 'the refused state');
    expect(empty.textContent).to.equal(RELEASE_NOTES_REFUSED_TEXT);
    expect(root.querySelector('[part="card"]')?.getAttribute('aria-busy')).to.equal('false');
  });

  it('titles the card, shows at most 3 items by default (or count), each a link in a new tab, at the given height', async () => {
    const items = [1, 2, 3, 4, 5].map((day) => note(`Release ${day}`, daysBefore(day)));
    render({ status: 'loaded', now: NOW, items });
    await waitFor(() => rows().length > 0, 'the rows');
    expect(root.querySelector('h2')?.textContent).to.equal('Release notes');
    expect(root.querySelector<HTMLElement>('[part="card"]')!.getBoundingClientRect().height).to.equal(385);
    expect(titles()).to.deep.equal(['Release 1', 'Release 2', 'Release 3']);
    for (const [index, row] of rows().entries()) {
      const link = row.querySelector('a')!;
      expect(link.href).to.equal(items[index]!.link);
      expect(link.target).to.equal('_blank');
      expect(link.rel).to.equal('noopener noreferrer');
    }
    render({ status: 'loaded', now: NOW, items, count: 2, height: 300 });
    await waitFor(() => rows().length === 2, 'two rows');
    expect(root.querySelector<HTMLElement>('[part="card"]')!.getBoundingClientRect().height).to.equal(300);
  });

  it('marks the Danish date as Danish, and says each note opens in a new tab the way See all does', async () => {
    render({ status: 'loaded', now: NOW, items: [note('Danish date', new Date('2026-03-18T12:00:00Z'))] });
    const time = await waitFor(() => root.querySelector('time'), 'the date');
    expect(time.closest('[lang]')?.getAttribute('lang')).to.equal('da');
    const note_ = rows()[0]!.querySelector('a')!;
    const seeAll = root.querySelector('[part="see-all"]')!;
    const hint = (link: Element) => [...link.querySelectorAll('.visually-hidden')].map((span) => span.textContent).join('');
    expect(hint(note_)).to.equal(' (opens in a new tab)');
    expect(hint(seeAll)).to.equal(' release notes (opens in a new tab)');
  });

  it('never cuts its last note: in a narrow column with long notes the card grows past its height', async () => {
    host.style.width = '260px';
    const long = 'A long release note title that wraps over several lines in a narrow column';
    const text = 'The description of this release is long enough to fill its line in the card.';
    render({ status: 'loaded', now: NOW, items: [1, 2, 3].map((day) => note(`${long} ${day}`, daysBefore(day), text)) });
    await waitFor(() => rows().length === 3, 'the rows');
    const card = root.querySelector<HTMLElement>('[part="card"]')!;
    const last = rows().at(-1)!.getBoundingClientRect();
    const seeAll = root.querySelector<HTMLElement>('[part="see-all"]')!.getBoundingClientRect();
    expect(card.getBoundingClientRect().height).to.be.greaterThan(385);
    expect(last.bottom, 'the last note above "See all"').to.be.at.most(seeAll.top);
    expect(seeAll.bottom, '"See all" inside the card').to.be.at.most(card.getBoundingClientRect().bottom);
    // Nothing inside scrolls or clips: every note is on the page.
    const list = root.querySelector<HTMLElement>('[part="list"]')!;
    expect(list.scrollHeight).to.be.at.most(list.clientHeight + 1);
  });

  it('shows the description as text, never as HTML', async () => {
    render({ status: 'loaded', now: NOW, items: [note('Markup', daysBefore(1), '<img src=x onerror="window.__pwned=1"><b>bold</b> & more')] });
    const description = await waitFor(() => root.querySelector('.release-note__description'), 'the description');
    expect(description.textContent).to.equal('<img src=x onerror="window.__pwned=1"><b>bold</b> & more');
    expect(description.querySelector('img, b')).to.equal(null);
    expect((window as { __pwned?: number }).__pwned).to.equal(undefined);
  });

  it('reports an opened item with its title and link', async () => {
    const opened: Array<{ title: string; link: string }> = [];
    const stopNavigation = (event: Event) => event.preventDefault();
    document.addEventListener('click', stopNavigation);
    try {
      const item = note('Opened', daysBefore(3));
      render({ status: 'loaded', now: NOW, items: [item], onOpen: (detail) => opened.push(detail) });
      const link = await waitFor(() => root.querySelector<HTMLAnchorElement>('[part="item"] a'), 'the link');
      link.click();
      expect(opened).to.deep.equal([{ title: 'Opened', link: item.link }]);
    } finally {
      document.removeEventListener('click', stopNavigation);
    }
  });

  it('has no serious or critical axe violations, loaded or loading', async () => {
    render({ status: 'loaded', now: NOW, items: [note('A', daysBefore(1)), note('B', daysBefore(30))] });
    await waitFor(() => rows().length === 2, 'the rows');
    expect(await seriousViolations(host)).to.deep.equal([]);
    render({ status: 'loading', items: [] });
    await waitFor(() => root.querySelector('[part="skeleton"]'), 'the skeletons');
    expect(await seriousViolations(host)).to.deep.equal([]);
  });
});
