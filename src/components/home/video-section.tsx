import type Player from '@vimeo/player';
import { useCallback, useEffect, useMemo, useRef, useState, type RefObject } from 'react';
import { INSIGHTS_URL } from '../../config/external-links';
import { HOME_VIDEOS, isUnavailableVideoError, VIDEO_READY_TIMEOUT_MS, vimeoIdOf } from './video-sources';
import type { PartName } from '../element-parts';

/** The player class of `@vimeo/player` (or a stand-in with the same surface, in tests). */
export type VideoPlayerClass = new (element: HTMLElement, options: ConstructorParameters<typeof Player>[1]) => Pick<
  Player,
  'ready' | 'destroy' | 'loadVideo' | 'on'
>;

/** Loads the player's code on demand: it stays off the shell's first-paint path. */
function loadVimeoPlayer(): Promise<VideoPlayerClass> {
  return import('@vimeo/player').then((module) => module.default);
}

/**
 * Autoplay muted, no loop; no tracking cookies. A person who asked for reduced motion
 * gets no autoplay: the video waits for them to start it.
 */
function embedOptions(reducedMotion: boolean) {
  return { autoplay: !reducedMotion, muted: true, loop: false, dnt: true, playsinline: true } as const;
}

const prefersReducedMotion = () => typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;

/** The iframe's accessible name when the service's embed code brings none. */
const DEFAULT_FRAME_TITLE = 'Product video';

/** Props of {@link VideoSection}. */
export interface VideoSectionProps {
  /** Vimeo ids or URLs; anything not on the video service is refused. Pass a stable array. */
  videos?: readonly string[] | undefined;
  /** How long the player may take to be ready before the fallback shows, ms. */
  readyTimeoutMs?: number | undefined;
  /** Loads the player class; tests pass a stand-in. Pass a stable function. */
  loadPlayer?: (() => Promise<VideoPlayerClass>) | undefined;
  /** Picks the first video: a number in [0, 1). Pass a stable function. */
  random?: (() => number) | undefined;
}

type VideoState = 'waiting' | 'loading' | 'ready' | 'fallback';

/** Calls `onVisible` once the element comes near the viewport (at once without IntersectionObserver). */
function useWhenVisible(element: RefObject<HTMLElement | null>, onVisible: () => void): void {
  useEffect(() => {
    const target = element.current;
    if (!target || typeof IntersectionObserver !== 'function') {
      onVisible();
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect();
          onVisible();
        }
      },
      { rootMargin: '200px' },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [element, onVisible]);
}

/** Gives the player's iframe an accessible name as soon as the service's embed code adds it. */
function labelFrames(container: HTMLElement): MutationObserver {
  const label = () => {
    for (const frame of container.querySelectorAll('iframe')) {
      if (!frame.title.trim()) frame.title = DEFAULT_FRAME_TITLE;
    }
  };
  const observer = new MutationObserver(label);
  observer.observe(container, { childList: true, subtree: true });
  return observer;
}

/**
 * The home page's videos: a random one of the two starts, muted and not looping, and
 * the next starts when one ends. The player's code loads when the section comes into view. When
 * the video service cannot be reached (our machines are often offline), does not report ready
 * in time, or says a video "is not embeddable" or "was not found", a calm panel with a link to
 * the insights site takes the player's place.
 */
export function VideoSection({
  videos = HOME_VIDEOS,
  readyTimeoutMs = VIDEO_READY_TIMEOUT_MS,
  loadPlayer = loadVimeoPlayer,
  random = Math.random,
}: VideoSectionProps) {
  const section = useRef<HTMLElement>(null);
  const host = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<VideoState>('waiting');
  const onVisible = useCallback(() => setState((current) => (current === 'waiting' ? 'loading' : current)), []);
  useWhenVisible(section, onVisible);
  // Sources off the video service are refused here, before any player exists.
  const ids = useMemo(() => videos.map(vimeoIdOf).filter((id): id is number => id !== null), [videos]);
  const shown: VideoState = ids.length === 0 ? 'fallback' : state;
  const started = state !== 'waiting';

  useEffect(() => {
    if (ids.length === 0) console.warn('The home page has no video on the video service to show.', videos);
  }, [ids, videos]);

  useEffect(() => {
    const container = host.current;
    if (!started || !container || ids.length === 0) return;

    // The player gets a node of its own: should the service answer after we gave up, its late
    // iframe lands in a detached node instead of next to the fallback.
    const mount = document.createElement('div');
    mount.className = 'video-section__player';
    container.append(mount);
    const frameLabels = labelFrames(mount);
    let player: InstanceType<VideoPlayerClass> | undefined;
    let stopped = false;
    let index = Math.min(ids.length - 1, Math.max(0, Math.floor(random() * ids.length)));

    const stop = () => {
      if (stopped) return;
      stopped = true;
      clearTimeout(timer);
      frameLabels.disconnect();
      mount.remove();
      player?.destroy().catch(() => undefined);
    };
    const fallBack = (reason: unknown) => {
      if (stopped) return;
      console.warn('The home page video cannot be shown; showing the fallback.', reason);
      stop();
      setState('fallback');
    };
    const timer = setTimeout(() => fallBack(new Error(`The video player was not ready within ${readyTimeoutMs} ms.`)), readyTimeoutMs);

    loadPlayer()
      .then((PlayerClass) => {
        if (stopped) return;
        const created = new PlayerClass(mount, { id: ids[index], ...embedOptions(prefersReducedMotion()) });
        player = created;
        created.on('ended', () => {
          index = (index + 1) % ids.length;
          created.loadVideo({ id: ids[index]!, ...embedOptions(prefersReducedMotion()) }).catch(fallBack);
        });
        created.on('error', (error) => {
          if (isUnavailableVideoError(error)) fallBack(error);
          else console.warn('The home page video reported an error.', error);
        });
        return created.ready().then(() => {
          if (stopped) return;
          clearTimeout(timer);
          setState('ready');
        });
      })
      .catch(fallBack);

    return stop;
  }, [started, ids, readyTimeoutMs, loadPlayer, random]);

  return (
    <section ref={section} className="video-section" part={'video' satisfies PartName} aria-label="Videos" aria-busy={shown === 'loading' || shown === 'waiting'}>
      <div ref={host} className="video-section__stage" data-state={shown} hidden={shown === 'fallback'} />
      {shown === 'fallback' && (
        <div className="video-fallback" part={'video-fallback' satisfies PartName}>
          <svg className="video-fallback__icon" viewBox="0 0 48 48" width="48" height="48" aria-hidden="true" focusable="false">
            <circle cx="24" cy="24" r="22" fill="currentColor" opacity="0.12" />
            <path d="M19 15.5v17l14-8.5z" fill="currentColor" />
          </svg>
          <h2 className="video-fallback__title">Our videos are taking a break</h2>
          <p className="video-fallback__text">Find guides, customer stories and news on our insights site.</p>
          <a className="video-fallback__link" href={INSIGHTS_URL} target="_blank" rel="noopener noreferrer">
            Visit the insights site
          </a>
        </div>
      )}
    </section>
  );
}
