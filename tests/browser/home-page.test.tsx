// The home page as a whole: its sections laid out beside and under each other, with the feeds from
// the backend, and its accessibility.
import { expect } from 'chai';
import { seriousViolations } from './axe-check';
import { HomePage } from '../../src/components/home/home-page';
import type { VideoSectionProps } from '../../src/components/home/video-section';
import { $hostParams } from '../../src/stores/platform/environment';
import { resetStores } from '../../src/stores/store-reset';
import { testHostParams } from './test-backend';
import { waitFor } from './wait-for';
import { quietly, signIn, Stage } from './home-kit';

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
