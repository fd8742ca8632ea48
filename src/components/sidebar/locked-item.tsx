import { HoverCard } from '@ark-ui/react/hover-card';
import { useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent, type ReactNode } from 'react';
import { TOOLTIP_OPEN_DELAY_MS } from '../../config/business-constants';
import { PROFESSIONAL_SERVICES_EMAIL } from '../../config/external-links';
import { PHONE_MEDIA_QUERY } from '../shell/layout-breakpoints';
import { useMediaQuery } from '../shell/use-media-query';

/** Props of {@link LockedItem}. */
export interface LockedItemProps {
  /** The product's title, named in the tooltip. */
  title: string;
  /** The product's marketing page: the tooltip's "Read more" link. */
  urlLink?: string | undefined;
  className: string;
  children: ReactNode;
}

/** Announced on the entry's root (document or shadow root) by a card that opens. */
const CARD_OPENED = 'portal-locked-card-opened';

const CARD_CLASS = 'sidebar__tooltip';

const within = (container: HTMLElement | null, target: EventTarget | null) => target instanceof Node && Boolean(container?.contains(target));

/**
 * A locked or unavailable product: a disabled entry with an explanation saying so, shown after
 * 750 ms of hover, or at once on keyboard focus, and open while the entry has focus. One card is
 * open at a time, and the pointer does not open one while another has focus. The explanation holds links, so it is a hover card (a group named by its title), not a tooltip: the
 * entry is described by the title's text only. The card follows the entry in the DOM, so Tab moves from the entry into its links and
 * the card stays open while focus is inside it. Escape (on the entry or in the card) closes it.
 * On a phone the drawer fills the window's width: the card opens below the entry, not beside it.
 */
export function LockedItem({ title, urlLink, className, children }: LockedItemProps) {
  const trigger = useRef<HTMLButtonElement>(null);
  const content = useRef<HTMLDivElement>(null);
  const [open, setOpen] = useState(false);
  const titleId = useId();
  const phone = useMediaQuery(PHONE_MEDIA_QUERY);
  // Escape gives focus back to the entry: that focus must not open the card again.
  const dismissed = useRef(false);

  const focusInside = () => {
    const root = content.current?.getRootNode() as Document | ShadowRoot | undefined;
    return within(content.current, root?.activeElement ?? null);
  };
  const entryFocused = () => {
    const root = trigger.current?.getRootNode() as Document | ShadowRoot | undefined;
    return Boolean(trigger.current) && root?.activeElement === trigger.current;
  };
  // A card opened by focus is the keyboard's: the pointer resting on another entry (which the list
  // may scroll under it) does not open a second card over it.
  const anotherCardFocused = () => {
    const root = trigger.current?.getRootNode() as Document | ShadowRoot | undefined;
    const active = root?.activeElement;
    return Boolean(active?.closest(`[data-card-entry], .${CARD_CLASS}`)) && active !== trigger.current && !focusInside();
  };
  const onOpenChange = ({ open: next }: { open: boolean }) => {
    if (next) setOpen(!anotherCardFocused());
    // Focus may be moving from the entry into the tooltip's links: decide once it has landed. While
    // the entry or the card has focus, the pointer leaving (or passing) does not close it.
    // An Escape has closed it already: that stays.
    else setTimeout(() => setOpen((was) => was && (focusInside() || entryFocused())));
  };
  // Focus leaving the entry or the card's links for anything but the two of them closes it (an
  // open card left behind would take the next Escape, meant for the phone's drawer around it).
  const closeOnFocusOut = (event: FocusEvent) => {
    if (!within(content.current, event.relatedTarget) && event.relatedTarget !== trigger.current) setOpen(false);
  };
  // One card at a time in a root, the last opened: a card the pointer opened on an entry that the
  // list scrolled under it would otherwise cover the card of the entry that has focus.
  useEffect(() => {
    const root = trigger.current?.getRootNode();
    if (!open || !root) return;
    root.dispatchEvent(new CustomEvent(CARD_OPENED, { detail: titleId }));
    const closeForAnother = (event: Event) => {
      if ((event as CustomEvent<string>).detail !== titleId) setOpen(false);
    };
    root.addEventListener(CARD_OPENED, closeForAnother);
    return () => root.removeEventListener(CARD_OPENED, closeForAnother);
  }, [open, titleId]);
  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return;
    // Only the card: not the phone's drawer around it.
    event.preventDefault();
    event.stopPropagation();
    if (focusInside()) {
      dismissed.current = true;
      trigger.current?.focus();
    }
    setOpen(false);
  };

  return (
    <HoverCard.Root
      open={open}
      onOpenChange={onOpenChange}
      openDelay={TOOLTIP_OPEN_DELAY_MS}
      // fitViewport: in a window too low for the whole card (400 % zoom) it stays inside and scrolls.
      positioning={{ placement: phone ? 'bottom-start' : 'right-start', strategy: 'fixed', gutter: 8, fitViewport: true }}
    >
      <HoverCard.Trigger asChild>
        <button
          ref={trigger}
          type="button"
          className={className}
          data-card-entry
          aria-disabled="true"
          aria-describedby={titleId}
          // Keyboard focus opens the card at once; a pointer waits for the hover delay.
          onFocus={(event) => {
            if (!dismissed.current && event.currentTarget.matches(':focus-visible')) setOpen(true);
            dismissed.current = false;
          }}
          onBlur={closeOnFocusOut}
          onKeyDown={closeOnEscape}
        >
          {children}
        </button>
      </HoverCard.Trigger>
      <HoverCard.Positioner className="sidebar__tooltip-positioner">
        <HoverCard.Content ref={content} className={CARD_CLASS} role="group" aria-labelledby={titleId} onBlur={closeOnFocusOut} onKeyDown={closeOnEscape}>
          <p className="sidebar__tooltip-title" id={titleId}>
            You don&apos;t have access to {title}
          </p>
          <p className="sidebar__tooltip-text">
            Contact the <a href={`mailto:${PROFESSIONAL_SERVICES_EMAIL}`}>Professional Services team</a> to activate this product.
          </p>
          {urlLink && (
            <a className="sidebar__tooltip-link" href={urlLink} target="_blank" rel="noopener noreferrer">
              Read more
            </a>
          )}
        </HoverCard.Content>
      </HoverCard.Positioner>
    </HoverCard.Root>
  );
}
