import { lazyPart } from '../lazy-part';
import type { HomePageProps } from './home-page';
import { WelcomeHeading } from './welcome-heading';
import type { PartName } from '../element-parts';

/**
 * The home page's content, split off the shell's first-paint path: the feeds, the release-notes
 * card and the video player's loader come with it, on demand.
 */
export const homePagePart = lazyPart<HomePageProps>(() => import('./home-page').then((module) => module.HomePage));
/** The home page's content, rendered through React.lazy: wrap it in Suspense with {@link HomePageFallback}. */
export const LazyHomePage = homePagePart.Component;

/** What the home page shows while its code loads: the welcome heading, in the same place. */
export function HomePageFallback() {
  return (
    <section className="home" part={'home' satisfies PartName} aria-busy="true">
      <WelcomeHeading />
    </section>
  );
}
