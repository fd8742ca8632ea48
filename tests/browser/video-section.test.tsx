import { expect } from 'chai';
import { emulateMedia, setViewport } from './commands';
import { VideoSection, type VideoPlayerClass } from '../../src/components/home/video-section';
import { HOME_VIDEOS } from '../../src/components/home/video-sources';
import { INSIGHTS_URL } from '../../src/config/external-links';
import { framesFor, nothingHappensWithin, waitFor } from './wait-for';
import { quietly, Stage } from './home-kit';

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
