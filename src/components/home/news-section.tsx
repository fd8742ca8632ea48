import { useStore } from '@nanostores/react';
import { useEffect, useState, type KeyboardEvent } from 'react';
import { INSIGHTS_URL } from '../../config/external-links';
import { $news, loadNews, type NewsState } from '../../stores/feeds/feeds';
import { NewTabNote } from '../new-tab-note';
import type { PartName } from '../element-parts';

/** One news card. */
export type NewsItem = NewsState['items'][number];

/** Skeleton cards while the feeds load. */
const SKELETON_CARDS = 4;

function NewsCardView({ item }: { item: NewsItem }) {
  const [imageFailed, setImageFailed] = useState(false);
  return (
    <li className="news-card" part={'news-card' satisfies PartName}>
      <div className="news-card__media">
        {item.imgSrc && !imageFailed ? (
          // Decorative: the title below names the card.
          <img className="news-card__image" src={item.imgSrc} alt="" loading="lazy" decoding="async" referrerPolicy="no-referrer" onError={() => setImageFailed(true)} />
        ) : (
          <span className="news-card__image-placeholder" aria-hidden="true" />
        )}
        {item.isNewsArticle && (
          <span className="badge news-card__badge" part={'news-badge' satisfies PartName}>
            NEWS
          </span>
        )}
      </div>
      <h3 className="news-card__title" title={item.title}>
        {item.title}
      </h3>
      <a className="news-card__link" href={item.link} target="_blank" rel="noopener noreferrer" aria-label={`Read more: ${item.title} (opens in a new tab)`}>
        Read more
      </a>
    </li>
  );
}

/** One card's width plus the gap after it, as the style sheet lays the row out. */
function cardStep(row: HTMLElement): number {
  const card = row.querySelector('.news-card');
  const gap = Number.parseFloat(getComputedStyle(row).columnGap) || 0;
  return (card?.getBoundingClientRect().width ?? 0) + gap;
}

/** Moves the row one card along with the arrow keys, or to either end with Home and End. */
function scrollWithKeys(event: KeyboardEvent<HTMLElement>): void {
  const row = event.currentTarget;
  const step = cardStep(row);
  const reduceMotion = typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
  const behavior: ScrollBehavior = reduceMotion ? 'auto' : 'smooth';
  const direction = getComputedStyle(row).direction === 'rtl' ? -1 : 1;
  switch (event.key) {
    case 'ArrowRight':
      row.scrollBy({ left: step * direction, behavior });
      break;
    case 'ArrowLeft':
      row.scrollBy({ left: -step * direction, behavior });
      break;
    case 'Home':
      if (event.target !== row) return;
      row.scrollTo({ left: 0, behavior });
      break;
    case 'End':
      if (event.target !== row) return;
      row.scrollTo({ left: direction * row.scrollWidth, behavior });
      break;
    default:
      return;
  }
  event.preventDefault();
}

/** Props of {@link NewsList}. */
export interface NewsListProps {
  items: readonly NewsItem[];
  status: NewsState['status'];
}

/**
 * The news: a horizontally scrollable row of 220 x 220 cards from the e-book and blog
 * feeds, newest first, blog items with a NEWS badge, each with "Read more" in a new tab; a "See
 * more" link to the insights site. The row is a focusable region that scrolls with the arrow keys.
 */
export function NewsList({ items, status }: NewsListProps) {
  const loading = status !== 'loaded';
  // Not a landmark of its own: the row below is the "News" region.
  return (
    <section className="news" part={'news' satisfies PartName} aria-busy={loading}>
      <div className="news__header">
        <h2 className="news__title">
          News
        </h2>
        <a className="news__see-more" part={'news-see-more' satisfies PartName} href={INSIGHTS_URL} target="_blank" rel="noopener noreferrer">
          See more
          <NewTabNote context="news on the insights site" />
        </a>
      </div>
      {loading ? (
        <>
          <span className="visually-hidden" role="status">
            Loading news
          </span>
          <ul className="news__row news__row--skeleton" aria-hidden="true">
            {Array.from({ length: SKELETON_CARDS }, (_, card) => (
              <li key={card} className="news-card news-card--skeleton" part={'news-skeleton' satisfies PartName}>
                <span className="skeleton news-skeleton--media" />
                <span className="skeleton news-skeleton--title" />
                <span className="skeleton news-skeleton--link" />
              </li>
            ))}
          </ul>
        </>
      ) : items.length === 0 ? (
        <p className="news__empty" part={'news-empty' satisfies PartName}>
          No news right now.
        </p>
      ) : (
        // A scrollable region must be reachable by keyboard (WCAG 2.1.1): it takes focus and scrolls with the arrows.
        <div className="news__scroller" part={'news-row' satisfies PartName} role="region" aria-label="News" tabIndex={0} onKeyDown={scrollWithKeys}>
          <ul className="news__row">
            {items.map((item, index) => (
              <NewsCardView key={`${index}|${item.link}`} item={item} />
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}

/** The home page's news: loads the feeds when it mounts. */
export function NewsSection() {
  const { status, items } = useStore($news);
  useEffect(() => {
    void loadNews();
  }, []);
  return <NewsList items={items} status={status} />;
}
