import { Tooltip } from '@ark-ui/react/tooltip';
import { useRef, useState, type FocusEvent, type ReactNode } from 'react';
import { TOOLTIP_OPEN_DELAY_MS } from '../../config/business-constants';
import { PROFESSIONAL_SERVICES_EMAIL } from '../../config/external-links';

/** Props of {@link LockedItem}. */
export interface LockedItemProps {
  /** The product's title, named in the tooltip. */
  title: string;
  /** The product's marketing page: the tooltip's "Read more" link. */
  urlLink?: string | undefined;
  className: string;
  children: ReactNode;
}

const within = (container: HTMLElement | null, target: EventTarget | null) => target instanceof Node && Boolean(container?.contains(target));

/**
 * A locked or unavailable product (SPEC 2.3, 6): a disabled entry with a tooltip saying so,
 * shown after 750 ms of hover, or at once on keyboard focus. The tooltip's content follows the
 * trigger in the DOM, so Tab moves from the entry into its "Read more" link and the tooltip
 * stays open while focus is inside it.
 */
export function LockedItem({ title, urlLink, className, children }: LockedItemProps) {
  const trigger = useRef<HTMLButtonElement>(null);
  const content = useRef<HTMLDivElement>(null);
  const [open, setOpen] = useState(false);

  const focusInside = () => {
    const root = content.current?.getRootNode() as Document | ShadowRoot | undefined;
    return within(content.current, root?.activeElement ?? null);
  };
  const onOpenChange = ({ open: next }: { open: boolean }) => {
    if (next) setOpen(true);
    // Focus may be moving from the entry into the tooltip's links: decide once it has landed.
    else setTimeout(() => setOpen(focusInside()));
  };
  // Focus leaving the tooltip's links for anything but the entry closes it.
  const closeOnFocusOut = (event: FocusEvent) => {
    if (!within(content.current, event.relatedTarget) && event.relatedTarget !== trigger.current) setOpen(false);
  };

  return (
    <Tooltip.Root
      open={open}
      onOpenChange={onOpenChange}
      openDelay={TOOLTIP_OPEN_DELAY_MS}
      interactive
      closeOnClick={false}
      positioning={{ placement: 'right-start', strategy: 'fixed', gutter: 8 }}
    >
      <Tooltip.Trigger ref={trigger} type="button" className={className} aria-disabled="true">
        {children}
      </Tooltip.Trigger>
      <Tooltip.Positioner className="sidebar__tooltip-positioner">
        <Tooltip.Content ref={content} className="sidebar__tooltip" onBlur={closeOnFocusOut}>
          <p className="sidebar__tooltip-title">You don&apos;t have access to {title}</p>
          <p className="sidebar__tooltip-text">
            Contact the <a href={`mailto:${PROFESSIONAL_SERVICES_EMAIL}`}>Professional Services team</a> to activate this product.
          </p>
          {urlLink && (
            <a className="sidebar__tooltip-link" href={urlLink} target="_blank" rel="noopener noreferrer">
              Read more
            </a>
          )}
        </Tooltip.Content>
      </Tooltip.Positioner>
    </Tooltip.Root>
  );
}
