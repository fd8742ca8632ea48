import { expect } from 'chai';
import { seriousViolations } from './axe-check';
import { emulateMedia, sendKeys, setViewport } from './commands';
import type { Root } from 'react-dom/client';
import type { ReactNode } from 'react';
import themeCss from '../../src/components/theme/theme.css?inline';
import './theme-on-document';
import shellCss from '../../src/components/shell/portal-shell.css?inline';
import homeCss from '../../src/components/home/home.css?inline';
import { ElementRoot } from '../../src/components/element-root';
import { HelpCard, telHref } from '../../src/components/home/help-card';
import { HomePage } from '../../src/components/home/home-page';
import { NewsList, NewsSection, type NewsItem, type NewsListProps } from '../../src/components/home/news-section';
import { VideoSection, type VideoPlayerClass, type VideoSectionProps } from '../../src/components/home/video-section';
import { HOME_VIDEOS } from '../../src/components/home/video-sources';
import { INSIGHTS_URL, SUPPORT_EMAIL, SUPPORT_PHONE } from '../../src/config/external-links';
import type { UserData } from '../../src/services/auth-types';
import { $hostParams } from '../../src/stores/platform/environment';
import { $session } from '../../src/stores/session/session';
import { testHostParams } from './test-backend';
import { framesFor, nothingHappensWithin, waitFor } from './wait-for';
import { resetStores } from '../../src/stores/store-reset';
import { mountShadow } from './shadow-fixture';


function signIn(fullName: string): void {
  const user: UserData = { metadataUserId: 'm-home', email: 'ada@nordic.example', userId: 'u-home', userName: 'ada', fullName, customerId: 1001, partnerId: null, userRole: 0 };
  $session.set({ status: 'authenticated', fromAuth: false, isDevelopmentUser: false, user });
}

/**
 * A shadow root with the shell's theme and the home page's stylesheet (which HomePage adopts itself;
 * the sections mounted alone here need it), and a React root inside it.
 */
class Stage {
  readonly host: HTMLElement;
  readonly root: ShadowRoot;
  private readonly reactRoot: Root;

  constructor(width = 1100) {
    ({ host: this.host, shadow: this.root, reactRoot: this.reactRoot } = mountShadow({ css: [themeCss, shellCss, homeCss], hostStyle: `display:block;width:${width}px`, tag: 'main' }));
  }

  render(node: ReactNode): void {
    this.reactRoot.render(<ElementRoot container={this.root}>{node}</ElementRoot>);
  }

  remove(): void {
    this.reactRoot.unmount();
    this.host.remove();
  }
}

/** Silences console.warn during `run` and returns what was warned. */
async function quietly<T>(run: (warnings: readonly unknown[][]) => Promise<T>): Promise<{ value: T; warnings: unknown[][] }> {
  const warn = console.warn;
  const warnings: unknown[][] = [];
  console.warn = (...args: unknown[]) => void warnings.push(args);
  try {
    return { value: await run(warnings), warnings };
  } finally {
    console.warn = warn;
  }
}

describe('Home page', () => {
  let stage: Stage;

  before(() => {
    $hostParams.set(testHostParams());
  });
  after(() => {
    $hostParams.set(undefined);
    resetStores({ only: ['session'] });
  });
  beforeEach(() => {
    resetStores({ only: ['feeds'] });
    stage = new Stage();
  });
  afterEach(() => stage.remove());

  // A player that never answers: the fallback shows at once when the test wants it to.
  const offline: VideoSectionProps = { readyTimeoutMs: 50, loadPlayer: () => Promise.reject(new Error('offline')) };

  it('welcomes the user by the first word of the full name', async () => {
    signIn('Ada King Lovelace');
    stage.render(<HomePage video={offline} />);
    const heading = await waitFor(() => stage.root.querySelector('h1'), 'the heading');
    expect(heading.textContent).to.equal('Welcome, Ada');
  });

  it('says "Welcome back" when no name is known', async () => {
    signIn('   ');
    stage.render(<HomePage video={offline} />);
    const heading = await waitFor(() => stage.root.querySelector('h1'), 'the heading');
    expect(heading.textContent).to.equal('Welcome back');
  });

  it('lays out the videos beside the release notes, then the news and the help card, with the feeds from the backend', async () => {
    signIn('Ada Lovelace');
    await quietly(async () => {
      stage.render(<HomePage video={offline} />);
      await waitFor(() => stage.root.querySelectorAll('[part="item"]').length === 3, 'three release notes', 8000);
      await waitFor(() => stage.root.querySelectorAll('[part="news-card"]').length > 0, 'the news cards', 8000);
      await waitFor(() => stage.root.querySelector('[part="video-fallback"]'), 'the video fallback');
    });
    const box = (selector: string) => stage.root.querySelector(selector)!.getBoundingClientRect();
    expect(Math.round(box('[part="video"]').top)).to.equal(Math.round(box('[part="card"]').top));
    expect(box('[part="video"]').right).to.be.at.most(box('[part="card"]').left);
    expect(box('[part="card"]').height).to.equal(385);
    expect(box('[part="news"]').top).to.be.at.least(box('[part="card"]').bottom);
    expect(stage.root.querySelector('[part="help-card"]')).to.not.equal(null);
  });

  it('stacks the sections in one column on a narrow screen', async () => {
    stage.remove();
    stage = new Stage(600);
    signIn('Ada Lovelace');
    await quietly(async () => {
      stage.render(<HomePage video={offline} />);
      await waitFor(() => stage.root.querySelector('[part="video-fallback"]'), 'the video fallback');
    });
    const box = (selector: string) => stage.root.querySelector(selector)!.getBoundingClientRect();
    expect(box('[part="card"]').top).to.be.at.least(box('[part="video"]').bottom);
    expect(box('[part="help-card"]').top).to.be.at.least(box('[part="news"]').bottom);
  });

  it('has no serious or critical axe violations', async () => {
    signIn('Ada Lovelace');
    await quietly(async () => {
      stage.render(<HomePage video={offline} />);
      await waitFor(() => stage.root.querySelectorAll('[part="item"]').length === 3, 'three release notes', 8000);
      await waitFor(() => stage.root.querySelector('[part="news-row"]'), 'the news row', 8000);
      await waitFor(() => stage.root.querySelector('[part="video-fallback"]'), 'the video fallback');
    });
    expect(await seriousViolations(stage.host)).to.deep.equal([]);
  });
});

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

describe('Help card', () => {
  it('shows the decorative support image, the phone as a tel: link and the e-mail as a mailto: link', async () => {
    const stage = new Stage(400);
    try {
      stage.render(<HelpCard />);
      const card = await waitFor(() => stage.root.querySelector('[part="help-card"]'), 'the help card');
      expect(card.querySelector('h2')?.textContent).to.equal('Need help?');
      expect(card.querySelector('svg')?.getAttribute('aria-hidden')).to.equal('true');
      const phone = card.querySelector<HTMLAnchorElement>('a[href^="tel:"]')!;
      expect(phone.textContent).to.equal(SUPPORT_PHONE);
      expect(phone.getAttribute('href')).to.equal(telHref(SUPPORT_PHONE));
      expect(telHref('+45 70 20 30 40')).to.equal('tel:+4570203040');
      const mail = card.querySelector<HTMLAnchorElement>('a[href^="mailto:"]')!;
      expect(mail.textContent).to.equal(SUPPORT_EMAIL);
      expect(mail.getAttribute('href')).to.equal(`mailto:${SUPPORT_EMAIL}`);
      expect(await seriousViolations(stage.host)).to.deep.equal([]);
    } finally {
      stage.remove();
    }
  });
});

/** A stand-in for the Vimeo player: records what the section asks of it. */
function fakePlayer(behaviour: { ready: () => Promise<void> }) {
  const created: FakePlayer[] = [];
  class FakePlayer {
    readonly options: Record<string, unknown>;
    readonly loaded: unknown[] = [];
    readonly handlers = new Map<string, (data: unknown) => void>();
    destroyed = false;
    constructor(
      readonly element: HTMLElement,
      options: unknown,
    ) {
      this.options = options as Record<string, unknown>;
      const frame = document.createElement('iframe');
      element.append(frame);
      created.push(this);
    }
    ready() {
      return behaviour.ready();
    }
    destroy() {
      this.destroyed = true;
      return Promise.resolve();
    }
    loadVideo(options: unknown) {
      this.loaded.push(options);
      return Promise.resolve();
    }
    on(event: string, handler: (data: unknown) => void) {
      this.handlers.set(event, handler);
    }
  }
  const loadPlayer = () => Promise.resolve(FakePlayer as unknown as VideoPlayerClass);
  return { created, loadPlayer };
}

describe('Video section', () => {
  let stage: Stage;
  const fallback = () => stage.root.querySelector('[part="video-fallback"]');

  beforeEach(() => {
    stage = new Stage(800);
  });
  afterEach(() => stage.remove());

  it('refuses a source off the video service before any player is created', async () => {
    const { created, loadPlayer } = fakePlayer({ ready: () => Promise.resolve() });
    const videos = ['https://evil.example/76979871', 'https://vimeo.com.evil.example/1'];
    const { warnings } = await quietly(async (seen) => {
      stage.render(<VideoSection videos={videos} loadPlayer={loadPlayer} />);
      await waitFor(() => fallback(), 'the fallback');
      // The warning comes from an effect, after the commit that shows the fallback.
      await waitFor(() => seen.length > 0, 'the warning');
    });
    expect(created).to.have.length(0);
    expect(warnings.length).to.be.greaterThan(0);
  });

  it('starts a random one of the two videos, muted, autoplaying and not looping, and the next when it ends', async () => {
    const { created, loadPlayer } = fakePlayer({ ready: () => Promise.resolve() });
    const second = () => 0.75;
    stage.render(<VideoSection loadPlayer={loadPlayer} random={second} />);
    await waitFor(() => stage.root.querySelector('.video-section__stage[data-state="ready"]'), 'the player to be ready');
    const player = created[0]!;
    expect(created).to.have.length(1);
    expect(player.options).to.include({ id: Number(HOME_VIDEOS[1]), autoplay: true, muted: true, loop: false });
    expect(player.element.querySelector('iframe')?.title).to.equal('Product video');
    expect(fallback()).to.equal(null);
    player.handlers.get('ended')!({});
    expect(player.loaded).to.have.length(1);
    expect(player.loaded[0]).to.include({ id: Number(HOME_VIDEOS[0]), autoplay: true, muted: true, loop: false });
    player.handlers.get('ended')!({});
    expect(player.loaded[1]).to.include({ id: Number(HOME_VIDEOS[1]) });
  });

  it('does not autoplay for a person who asked for reduced motion (they start the video)', async () => {
    await emulateMedia({ reducedMotion: 'reduce' });
    try {
      const { created, loadPlayer } = fakePlayer({ ready: () => Promise.resolve() });
      stage.render(<VideoSection loadPlayer={loadPlayer} random={() => 0} />);
      await waitFor(() => stage.root.querySelector('.video-section__stage[data-state="ready"]'), 'the player to be ready');
      expect(created[0]!.options).to.include({ autoplay: false, muted: true, loop: false });
      created[0]!.handlers.get('ended')!({});
      expect(created[0]!.loaded[0]).to.include({ autoplay: false });
    } finally {
      await emulateMedia({ reducedMotion: 'no-preference' });
    }
  });

  it('falls back calmly when the player says the video was not found', async () => {
    const { created, loadPlayer } = fakePlayer({ ready: () => Promise.reject(new Error('“https://vimeo.com/76979871” was not found.')) });
    await quietly(async () => {
      stage.render(<VideoSection loadPlayer={loadPlayer} />);
      await waitFor(() => fallback(), 'the fallback');
    });
    expect(created[0]!.destroyed).to.equal(true);
    const link = fallback()!.querySelector<HTMLAnchorElement>('a')!;
    expect(link.href).to.equal(INSIGHTS_URL);
    expect(link.target).to.equal('_blank');
    expect(link.rel).to.equal('noopener noreferrer');
    expect(stage.root.querySelector('iframe')).to.equal(null);
  });

  it('falls back on an "is not embeddable" error event, and not on other player errors', async () => {
    const { created, loadPlayer } = fakePlayer({ ready: () => Promise.resolve() });
    await quietly(async () => {
      stage.render(<VideoSection loadPlayer={loadPlayer} />);
      await waitFor(() => stage.root.querySelector('.video-section__stage[data-state="ready"]'), 'the player to be ready');
      created[0]!.handlers.get('error')!({ name: 'NotAllowedError', message: 'autoplay was blocked' });
      await nothingHappensWithin(framesFor(50), () => expect(fallback()).to.equal(null));
      created[0]!.handlers.get('error')!({ name: 'Error', message: '“https://vimeo.com/76979871” is not embeddable.' });
      await waitFor(() => fallback(), 'the fallback');
    });
  });

  it('falls back when the player is not ready in time', async () => {
    const { loadPlayer } = fakePlayer({ ready: () => new Promise<void>(() => {}) });
    const { warnings } = await quietly(async () => {
      stage.render(<VideoSection loadPlayer={loadPlayer} readyTimeoutMs={100} />);
      await waitFor(() => fallback(), 'the fallback');
    });
    expect(String((warnings[0]?.[1] as Error | undefined)?.message)).to.match(/not ready within 100 ms/);
  });

  /** Whether `element` shows whole: inside the section's box, and on top at its centre. */
  const shownWhole = (element: Element) => {
    const box = element.getBoundingClientRect();
    const section = stage.root.querySelector('.video-section')!.getBoundingClientRect();
    const inside = box.width > 0 && box.left >= section.left - 0.5 && box.right <= section.right + 0.5 && box.top >= section.top - 0.5 && box.bottom <= section.bottom + 0.5;
    const hit = stage.root.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return inside && (hit === element || element.contains(hit));
  };

  it('the fallback shows whole at 320 and 375 px wide, also with WCAG text spacing, under a level-2 heading', async () => {
    const spacing = new CSSStyleSheet();
    spacing.replaceSync('* { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; } p { margin-bottom: 2em !important; }');
    try {
      for (const width of [320, 375]) {
        await setViewport({ width, height: 700 });
        stage.remove();
        // The home page's padding and the card's border leave the section this wide.
        stage = new Stage(width - 48);
        await quietly(async () => {
          stage.render(<VideoSection videos={[]} />);
          await waitFor(() => fallback(), 'the fallback');
        });
        for (const spaced of [false, true]) {
          if (spaced) stage.root.adoptedStyleSheets = [...stage.root.adoptedStyleSheets, spacing];
          for (const selector of ['.video-fallback__icon', '.video-fallback__title', '.video-fallback__link']) {
            expect(shownWhole(stage.root.querySelector(selector)!), `${selector} at ${width} px${spaced ? ' with text spacing' : ''}`).to.equal(true);
          }
        }
      }
    } finally {
      await setViewport({ width: 800, height: 600 });
    }
    const heading = fallback()!.querySelector('h2');
    expect(heading?.textContent).to.equal('Our videos are taking a break');
  });

  it('loads the real player on demand and, offline, shows the fallback within 10 s', async function () {
    this.timeout(15_000);
    await quietly(async () => {
      stage.render(<VideoSection />);
      await waitFor(() => fallback(), 'the fallback of the real player', 10_000);
    });
    expect(fallback()!.textContent).to.contain('insights site');
    expect(stage.root.querySelector('iframe')).to.equal(null);
  });
});
