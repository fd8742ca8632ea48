import type { CSSProperties } from 'react';
import { RELEASE_NOTES_CARD_HEIGHT } from '../../config/business-constants';
import { usePartStyles } from '../part-styles';
import { HomeReleaseNotes } from '../release-notes/release-notes';
import homeFrameCss from './home-frame.css?inline';
import homeCss from './home.css?inline';
import { HelpCard } from './help-card';
import { NewsSection } from './news-section';
import { VideoSection, type VideoSectionProps } from './video-section';
import { WelcomeHeading } from './welcome-heading';
import type { PartName } from '../element-parts';

/**
 * The page's styles come with its code; the frame's (the page and its heading) are the shell's
 * already, for the fallback shown while this code loads.
 */
const HOME_STYLES = [homeFrameCss, homeCss];

/** Props of {@link HomePage}. */
export interface HomePageProps {
  /** Settings of the video section (tests shorten its timeout or stand in for the player). */
  video?: VideoSectionProps | undefined;
}

/**
 * The home page: the welcome heading, then the videos beside the release notes, the
 * news row and the help card, in a grid that stacks on narrow screens.
 */
export function HomePage({ video }: HomePageProps) {
  usePartStyles(HOME_STYLES);
  return (
    <section className="home" part={'home' satisfies PartName}>
      <WelcomeHeading />
      <div className="home__grid" style={{ '--home-card-height': `${RELEASE_NOTES_CARD_HEIGHT}px` } as CSSProperties}>
        <div className="home__video">
          <VideoSection {...video} />
        </div>
        <div className="home__release-notes">
          <HomeReleaseNotes />
        </div>
        <div className="home__news">
          <NewsSection />
        </div>
        <div className="home__help">
          <HelpCard />
        </div>
      </div>
    </section>
  );
}
