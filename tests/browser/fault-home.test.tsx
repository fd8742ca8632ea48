// The fault table's home-page rows (tests/faults/fault-table.ts): the release-notes, e-book and
// blog feeds, each under every backend fault, as the user sees them in the real elements.
import { createRoot, type Root } from 'react-dom/client';
import '../../elements/portal-release-notes';
import { ElementRoot } from '../../src/components/element-root';
import { NewsSection } from '../../src/components/home/news-section';
import { $hostParams } from '../../src/stores/platform/environment';
import { defineFaultSuite, type CellContext, type Observed } from '../faults/fault-harness';
import { TEST_BACKEND, testHostParams } from './test-backend';
import { cleanupFixtures, fixture, waitFor } from './wait-for';
import { resetStores } from '../../src/stores/store-reset';

/** Names what the release-notes card shows. */
function seeReleaseNotes(root: ShadowRoot): string {
  if (root.querySelector('[part="skeleton"]')) return 'release-notes-skeleton';
  if (root.querySelectorAll('[part="item"]').length > 0) return 'release-notes';
  if (root.querySelector('[part="empty"]')?.textContent === 'No release notes right now.') return 'no-release-notes';
  return `unexpected: ${root.textContent ?? ''}`;
}

/** Names what the news section shows: blog cards carry the NEWS badge, e-book cards do not. */
function seeNews(root: ShadowRoot): string {
  if (root.querySelector('[part="news-skeleton"]')) return 'news-skeleton';
  const cards = [...root.querySelectorAll('[part="news-card"]')];
  const blog = cards.filter((card) => card.querySelector('[part="news-badge"]')).length;
  const eBooks = cards.length - blog;
  if (blog > 0 && eBooks > 0) return 'e-books-and-blog';
  if (blog > 0) return 'blog-only';
  if (eBooks > 0) return 'e-books-only';
  return `unexpected: ${root.textContent ?? ''}`;
}

/** Mounts, observes halfway through a latency, then once loading has ended. */
async function observe(mount: () => ShadowRoot, see: (root: ShadowRoot) => string, loading: string, { fault, inject, held }: CellContext): Promise<Observed> {
  resetStores({ only: ['feeds'] });
  await inject();
  const root = mount();
  let during: string | undefined;
  if (fault.id === 'latency') {
    await held();
    during = see(root);
  }
  await waitFor(() => root.querySelector('section') && see(root) !== loading, 'loading to end', 6000);
  return { during, after: see(root) };
}

function mountReleaseNotes(): ShadowRoot {
  return fixture<HTMLElement>(`<portal-release-notes gateway-url="${TEST_BACKEND.gateway}"></portal-release-notes>`).shadowRoot!;
}

let newsRoot: Root | undefined;
function mountNews(): ShadowRoot {
  const host = fixture<HTMLElement>('<div></div>');
  const shadow = host.attachShadow({ mode: 'open' });
  const container = document.createElement('div');
  shadow.append(container);
  newsRoot = createRoot(container);
  newsRoot.render(
    <ElementRoot container={shadow}>
      <NewsSection />
    </ElementRoot>,
  );
  return shadow;
}

describe('fault table: home page feeds', () => {
  before(() => {
    $hostParams.set(testHostParams());
  });
  afterEach(() => {
    newsRoot?.unmount();
    newsRoot = undefined;
    cleanupFixtures();
    resetStores({ only: ['feeds'] });
  });
  after(() => {
    $hostParams.set(undefined);
  });

  defineFaultSuite('home', {
    'release-notes': (context) => observe(mountReleaseNotes, seeReleaseNotes, 'release-notes-skeleton', context),
    'e-books': (context) => observe(mountNews, seeNews, 'news-skeleton', context),
    blog: (context) => observe(mountNews, seeNews, 'news-skeleton', context),
  });
});
