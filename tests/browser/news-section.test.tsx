import { expect } from 'chai';
import { sendKeys } from './commands';
import { NewsList, NewsSection, type NewsItem, type NewsListProps } from '../../src/components/home/news-section';
import { INSIGHTS_URL } from '../../src/config/external-links';
import { $hostParams } from '../../src/stores/platform/environment';
import { resetStores } from '../../src/stores/store-reset';
import { testHostParams } from './test-backend';
import { framesFor, nothingHappensWithin, waitFor } from './wait-for';
import { quietly, Stage } from './home-kit';

describe('News', () => {
  let stage: Stage;
  const DAY_MS = 24 * 60 * 60 * 1000;
  const card = (title: string, daysAgo: number, isNewsArticle: boolean, imgSrc: string | null = null): NewsItem => ({
    title,
    link: `https://insights.portal.example/${encodeURIComponent(title)}`,
    imgSrc,
    publishedDate: new Date(Date.now() - daysAgo * DAY_MS),
    isNewsArticle,
  });
  const items: NewsItem[] = [
    card('Blog one', 1, true),
    card('E-book one', 2, false, 'data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/%3E'),
    card('Blog two', 3, true),
    card('E-book two', 4, false),
    card('Blog three', 5, true),
    card('E-book three', 6, false),
  ];
  const cards = () => Array.from(stage.root.querySelectorAll<HTMLElement>('[part="news-card"]'));
  const render = (props: NewsListProps) => stage.render(<NewsList {...props} />);

  beforeEach(() => {
    stage = new Stage(520);
  });
  afterEach(() => stage.remove());

  it('shows the cards, 220 x 220 with images at most 124 high, a NEWS badge on blog items and Read more in a new tab', async () => {
    render({ status: 'loaded', items });
    await waitFor(() => cards().length === items.length, 'the cards');
    expect(cards().map((element) => element.querySelector('.news-card__title')?.textContent)).to.deep.equal(items.map((item) => item.title));
    expect(cards().map((element) => element.querySelector('[part="news-badge"]')?.textContent ?? null)).to.deep.equal(['NEWS', null, 'NEWS', null, 'NEWS', null]);
    for (const [index, element] of cards().entries()) {
      const box = element.getBoundingClientRect();
      expect([box.width, box.height]).to.deep.equal([220, 220]);
      const link = element.querySelector<HTMLAnchorElement>('.news-card__link')!;
      expect(link.textContent).to.equal('Read more');
      expect(link.href).to.equal(items[index]!.link);
      expect(link.target).to.equal('_blank');
      expect(link.rel).to.equal('noopener noreferrer');
    }
    const image = cards()[1]!.querySelector('img')!;
    expect(image.getAttribute('alt')).to.equal('');
    expect(image.getBoundingClientRect().height).to.be.at.most(124);
    const seeMore = stage.root.querySelector<HTMLAnchorElement>('[part="news-see-more"]')!;
    expect(seeMore.href).to.equal(INSIGHTS_URL);
    expect(seeMore.target).to.equal('_blank');
  });

  it('is a focusable region named News that scrolls with the arrow keys', async () => {
    render({ status: 'loaded', items });
    const row = await waitFor(() => stage.root.querySelector<HTMLElement>('[part="news-row"]'), 'the row');
    expect(row.getAttribute('role')).to.equal('region');
    expect(row.getAttribute('aria-label')).to.equal('News');
    expect(row.tabIndex).to.equal(0);
    expect(row.scrollWidth).to.be.greaterThan(row.clientWidth);
    row.focus();
    expect(stage.root.activeElement).to.equal(row);
    expect(row.scrollLeft).to.equal(0);
    await sendKeys({ press: 'ArrowRight' });
    await waitFor(() => row.scrollLeft > 0, 'the row to scroll right');
    const after = await waitFor(async () => {
      const before = row.scrollLeft;
      await nothingHappensWithin(framesFor(100));
      return row.scrollLeft === before && before;
    }, 'the scroll to settle');
    await sendKeys({ press: 'ArrowLeft' });
    await waitFor(() => row.scrollLeft < after, 'the row to scroll back');
  });

  it('shows skeleton cards while loading and an empty state when there is no news', async () => {
    render({ status: 'loading', items: [] });
    await waitFor(() => stage.root.querySelectorAll('[part="news-skeleton"]').length === 4, 'the skeletons');
    expect(stage.root.querySelector('[part="news"]')?.getAttribute('aria-busy')).to.equal('true');
    render({ status: 'loaded', items: [] });
    const empty = await waitFor(() => stage.root.querySelector('[part="news-empty"]'), 'the empty state');
    expect(empty.textContent).to.equal('No news right now.');
    expect(stage.root.querySelector('[part="news-row"]')).to.equal(null);
  });

  it('keeps the loading skeletons inside their card, with "See more" in view, on a narrow card', async () => {
    stage.remove();
    stage = new Stage(300);
    render({ status: 'loading', items: [] });
    await waitFor(() => stage.root.querySelectorAll('[part="news-skeleton"]').length === 4, 'the skeletons');
    const card = stage.root.querySelector<HTMLElement>('[part="news"]')!.getBoundingClientRect();
    const seeMore = stage.root.querySelector<HTMLElement>('[part="news-see-more"]')!.getBoundingClientRect();
    const row = stage.root.querySelector<HTMLElement>('.news__row')!.getBoundingClientRect();
    expect(seeMore.right, '"See more" inside the card').to.be.at.most(card.right);
    expect(seeMore.width).to.be.greaterThan(0);
    expect(row.right, 'the skeleton row inside the card').to.be.at.most(card.right);
    expect(card.width).to.be.at.most(300);
  });

  it('loads the e-book and blog feeds from the backend, newest first', async () => {
    resetStores({ only: ['feeds'] });
    $hostParams.set(testHostParams());
    try {
      await quietly(async () => {
        stage.render(<NewsSection />);
        await waitFor(() => cards().length > 0, 'the news cards', 8000);
      });
      const links = cards().map((element) => element.querySelector<HTMLAnchorElement>('.news-card__link')!);
      for (const link of links) expect(link.protocol).to.match(/^https?:$/);
      expect(cards().some((element) => element.querySelector('[part="news-badge"]'))).to.equal(true);
    } finally {
      $hostParams.set(undefined);
    }
  });
});
