import { Suspense } from 'react';
import type { PortalView } from '../../stores/routing/routing';
import { HomePageFallback, LazyHomePage } from '../home/home-part';
import { lazyPart } from '../lazy-part';
import { LandingPage } from '../pages/landing-page';
import { NotAllowedPage, NotFoundPage } from '../pages/status-page';
import { FullPageLoader } from './full-page-loader';

// Only administrators open it, and only at its own address: not on every shell's first-paint path.
const InternalToolsPage = lazyPart(() => import('../pages/internal-tools-page').then((module) => module.InternalToolsPage)).Component;

/**
 * The home page: its content (feeds, release notes, videos) loads on demand, behind the welcome
 * heading. Not before the shell's first frame: the content cannot be in that frame anyway (its
 * code is fetched), and its import and render would only delay the frame.
 */
function HomePage({ painted }: { painted: boolean }) {
  if (!painted) return <HomePageFallback />;
  return (
    <Suspense fallback={<HomePageFallback />}>
      <LazyHomePage />
    </Suspense>
  );
}

/** The page of the current view, beside the sidebar; `painted` once the shell's first frame is. */
export function CurrentPage({ view, painted }: { view: PortalView; painted: boolean }) {
  switch (view.kind) {
    case 'loading':
    case 'redirectHome':
      return <FullPageLoader label="Loading" />;
    case 'home':
      return <HomePage painted={painted} />;
    case 'internalTools':
      return (
        <Suspense fallback={<FullPageLoader label="Loading" />}>
          <InternalToolsPage />
        </Suspense>
      );
    case 'app':
      // The frame of the app is rendered by AppFrames, which keeps visited apps alive; the page's
      // heading names the area for assistive technology (the frame has its own headings).
      return <h1 className="visually-hidden">{view.entry?.title || view.app.appPrefix}</h1>;
    case 'landing':
      return <LandingPage entry={view.entry} />;
    case 'notAllowed':
      return <NotAllowedPage customerId={view.customerId} />;
    case 'notFound':
      return <NotFoundPage />;
  }
}
