import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState, type RefObject } from 'react';
import { $firstFrameRendered } from '../../stores/platform/platform';
import { $view } from '../../stores/routing/routing';
import { documentTitle, pageName } from './page-title';
import type { PartName } from '../element-parts';

/** Props of {@link PageAnnouncer}. */
export interface PageAnnouncerProps {
  /** The content region: focus goes to its page heading, or to the region itself. */
  content: RefObject<HTMLElement | null>;
  /** Whether to set the document's title (a content-platform host names its own page). */
  setTitle: boolean;
}

/**
 * Names the page: `document.title` ("Account Dashboard – Portal", written once the page's first
 * frame is rendered), and after each navigation a polite announcement and focus on the new page's
 * heading (or the content region, for a product area), so that focus is never left in a hidden
 * frame or on a control that went away.
 */
export function PageAnnouncer({ content, setTitle }: PageAnnouncerProps) {
  const view = useStore($view);
  const framed = useStore($firstFrameRendered);
  const name = pageName(view);
  const shown = useRef<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const [announcement, setAnnouncement] = useState('');
  // The host page's own title, from before the shell first named the page: a host that says it is
  // a content platform only after that (a property set in a later turn) gets it back.
  const hostTitle = useRef<string | null>(null);

  useEffect(() => {
    // The tab's title is no part of the first frame: written after it (a hidden tab's within a moment too).
    if (!framed) return;
    if (setTitle) {
      if (name === null) return;
      hostTitle.current ??= document.title;
      document.title = documentTitle(name);
    } else if (hostTitle.current !== null) {
      document.title = hostTitle.current;
      hostTitle.current = null;
    }
  }, [name, setTitle, framed]);

  useEffect(() => {
    if (name === null || name === shown.current) return;
    const first = shown.current === null;
    shown.current = name;
    // The first page is what the person opened: nothing to announce, and focus stays where the browser put it.
    if (first) return;
    setAnnouncement(name);
    // After this commit's other effects (a closing drawer gives focus back to its button first).
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      const region = content.current;
      if (!region) return;
      // A product area's frame may still be loading or hidden: its region takes focus, never the frame.
      const heading = $view.get().kind === 'app' ? null : region.querySelector<HTMLElement>('h1');
      const target = heading ?? region;
      if (!target.hasAttribute('tabindex')) target.tabIndex = -1;
      target.focus();
    });
  }, [name, content]);
  useEffect(() => () => clearTimeout(timer.current), []);

  return (
    <p className="visually-hidden" role="status" aria-live="polite" part={'page-announcement' satisfies PartName}>
      {announcement}
    </p>
  );
}
