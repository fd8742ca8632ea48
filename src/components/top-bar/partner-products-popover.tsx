import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { Popover } from '@ark-ui/react/popover';
import { Portal } from '@ark-ui/react/portal';
import { PARTNER_LINKS, PARTNER_PROGRAMME_TITLE } from '../../config/external-links';
import { $closeMenusSignal } from '../../stores/frames/frames';
import { $contentPlatformHost } from '../../stores/platform/platform';
import { Icon } from '../sidebar/sidebar-icons';
import topBarMenusCss from './top-bar-menus.css?inline';
import { usePartStyles } from '../part-styles';

const TOP_BAR_MENU_STYLES = [topBarMenusCss];

/**
 * The partner-products popover of the top bar: the partner programme's six partners,
 * three per row, each opening in a new tab. Absent when the portal sits in a content-platform host.
 */
export function PartnerProductsPopover() {
  usePartStyles(TOP_BAR_MENU_STYLES);
  const contentPlatformHost = useStore($contentPlatformHost);
  const [open, setOpen] = useState(false);
  // A click inside an embedded app does not reach this document: the shell says so.
  useEffect(() => $closeMenusSignal.listen(() => setOpen(false)), []);
  if (contentPlatformHost) return null;
  return (
    // Mounted from the start (hidden while closed): Ark names the dialog by a title it finds at start-up.
    <Popover.Root open={open} onOpenChange={(details) => setOpen(details.open)} positioning={{ placement: 'bottom-end', gutter: 8 }}>
      <Popover.Trigger className="button top-bar__icon-button" aria-label="Partner products">
        <Icon name="grid" />
      </Popover.Trigger>
      <Portal>
        <Popover.Positioner className="top-bar__positioner">
          <Popover.Content className="top-bar__partners">
            <Popover.Title className="top-bar__partners-title">{PARTNER_PROGRAMME_TITLE}</Popover.Title>
            <ul className="top-bar__partner-grid">
              {PARTNER_LINKS.map((partner) => (
                <li key={partner.url}>
                  <a className="top-bar__partner" href={partner.url} target="_blank" rel="noopener noreferrer">
                    <img className="top-bar__partner-logo" src={partner.logo} alt={partner.name} width={40} height={40} loading="lazy" />
                    {/* The logo's alt text names the link; the caption repeats it for the eye. */}
                    <span className="top-bar__partner-name" aria-hidden="true">
                      {partner.name}
                    </span>
                  </a>
                </li>
              ))}
            </ul>
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  );
}
