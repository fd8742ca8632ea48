import { useStore } from '@nanostores/react';
import { Menu } from '@ark-ui/react/menu';
import { Fragment, useEffect, useRef, useState, type MouseEvent, type PointerEvent } from 'react';
import { MENU_CLOSE_DELAY_MS, MENU_OPEN_DELAY_MS } from '../../config/business-constants';
import { $closeMenusSignal } from '../../stores/frames/frames';
import { $profileMenuItems } from '../../stores/access/access';
import { navigate } from '../../stores/routing/routing';
import { $initials, $session, logOut } from '../../stores/session/session';
import { HELP_CENTER_URL, PARTNER_LINKS, PARTNER_PROGRAMME_TITLE } from '../../config/external-links';
import { $contentPlatformHost } from '../../stores/platform/platform';
import { recordPageVisit } from '../../stores/reporting/reporting';
import { Icon } from '../sidebar/sidebar-icons';
import { isAbsoluteHref } from '../sidebar/sidebar-model';
import { createHoverIntent, type HoverIntent } from './hover-intent';
import topBarMenusCss from './top-bar-menus.css?inline';
import { usePartStyles } from '../part-styles';

const TOP_BAR_MENU_STYLES = [topBarMenusCss];

/** The focused element, looking inside open shadow roots (ours included). */
function deepActiveElement(): HTMLElement | null {
  let active = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active instanceof HTMLElement && active !== document.body ? active : null;
}

const iconFor = (item: { route: string }) => (item.route === '/internal-tools' ? 'tools' : 'account');

/**
 * The initials avatar. It is a picture of the initials (drawn by CSS from `data-initials`), not text:
 * the trigger's name is "User menu for {full name} ({initials})", so that the name holds what is shown
 * (speech-input users say the initials; the label-in-name rule).
 */
function Avatar({ initials, large = false }: { initials: string; large?: boolean }) {
  return <span className={large ? 'top-bar__avatar top-bar__avatar--large' : 'top-bar__avatar'} data-initials={initials} aria-hidden="true" />;
}

/** Props of {@link UserMenu}. */
export interface UserMenuProps {
  /** The phone's one top-bar menu: Help and the partner products too, above the user's entries. */
  combined?: boolean;
}

/**
 * The user menu of the top bar: the initials open a menu with the user's name and
 * e-mail, the sub-items of the role's profile entry and Logout. A mouse resting on the initials
 * opens it after 300 ms and it closes 250 ms after the pointer leaves; a click, Enter or
 * ArrowDown opens it as a normal menu, which then stays until Escape, a choice or an outside click.
 */
export function UserMenu({ combined = false }: UserMenuProps) {
  usePartStyles(TOP_BAR_MENU_STYLES);
  const session = useStore($session);
  const contentPlatformHost = useStore($contentPlatformHost);
  const initials = useStore($initials);
  const items = useStore($profileMenuItems);
  const [open, setOpen] = useState(false);
  /** Where focus was before hovering opened the menu. */
  const focusBeforeHover = useRef<HTMLElement | null>(null);
  /** Where focus goes once the menu has closed (after Ark has moved it to the trigger). */
  const returnFocusOnClose = useRef<HTMLElement | null>(null);
  const hover = useRef<HoverIntent | null>(null);
  useEffect(() => {
    const intent = createHoverIntent({ open: MENU_OPEN_DELAY_MS, close: MENU_CLOSE_DELAY_MS }, (next) => {
      // The menu takes focus when it opens; a menu the pointer merely passed over gives it back.
      if (next) focusBeforeHover.current = deepActiveElement();
      else returnFocusOnClose.current = focusBeforeHover.current;
      setOpen(next);
    });
    hover.current = intent;
    return () => intent.dispose();
  }, []);
  // A click inside an embedded app does not reach this document: the shell says so.
  useEffect(() => $closeMenusSignal.listen(() => setOpen(false)), []);
  useEffect(() => {
    const element = returnFocusOnClose.current;
    returnFocusOnClose.current = null;
    if (open || !element) return;
    // Ark focuses the trigger in a microtask after this commit; a task later, focus goes back.
    const id = setTimeout(() => {
      if (element.isConnected) element.focus({ preventScroll: true });
    });
    return () => clearTimeout(id);
  }, [open]);

  const user = session.user;
  if (!user) return null;

  const name = user.fullName || user.userName || user.email;

  const onPointerEnter = (event: PointerEvent) => {
    if (event.pointerType === 'mouse') hover.current?.enter(open);
  };
  const onPointerLeave = (event: PointerEvent) => {
    if (event.pointerType === 'mouse') hover.current?.leave(open);
  };
  // A click on the initials of a menu that hovering opened keeps it open (as a clicked menu) rather than closing it.
  const onTriggerClickCapture = (event: MouseEvent) => {
    if (hover.current?.clickKeepsOpen(open)) event.preventDefault();
  };

  return (
    <Menu.Root
      open={open}
      onOpenChange={(details) => {
        hover.current?.settled();
        setOpen(details.open);
      }}
      positioning={{ placement: 'bottom-end', gutter: 8 }}
      lazyMount
      unmountOnExit
    >
      <Menu.Trigger
        className="button top-bar__user-trigger"
        // The visible initials are part of the name, for speech input and the label-in-name rule.
        aria-label={`${combined ? 'Help, partner products and user menu' : 'User menu'} for ${name} (${initials})`}
        onPointerEnter={onPointerEnter}
        onPointerLeave={onPointerLeave}
        onClickCapture={onTriggerClickCapture}
      >
        <Avatar initials={initials} />
      </Menu.Trigger>
      {/* In the top bar (not portalled): the menu stays inside the banner landmark. */}
      <Menu.Positioner className="top-bar__positioner">
        <Menu.Content className="top-bar__user-menu" onPointerEnter={onPointerEnter} onPointerLeave={onPointerLeave}>
          <Menu.ItemGroup className="top-bar__user-group">
            <Menu.ItemGroupLabel className="top-bar__user-card">
              <Avatar initials={initials} large />
              <span className="top-bar__user-text">
                <span className="top-bar__user-name">{name}</span>
                <span className="top-bar__user-email">{user.email}</span>
              </span>
            </Menu.ItemGroupLabel>
            {items.map((item) => (
              <Fragment key={item.id}>
                {item.hasBorderTop && <Menu.Separator className="top-bar__separator" />}
                {isAbsoluteHref(item.href) ? (
                  <Menu.Item className="top-bar__menu-item" value={item.id} disabled={item.isLocked} asChild>
                    <a href={item.href} target="_blank" rel="noopener noreferrer">
                      <Icon name={iconFor(item)} size={18} />
                      {item.title}
                    </a>
                  </Menu.Item>
                ) : (
                  <Menu.Item className="top-bar__menu-item" value={item.id} disabled={item.isLocked} onSelect={() => void navigate(item.route)}>
                    <Icon name={iconFor(item)} size={18} />
                    {item.title}
                  </Menu.Item>
                )}
              </Fragment>
            ))}
          </Menu.ItemGroup>
          {combined && (
            <>
              <Menu.Separator className="top-bar__separator" />
              <Menu.Item className="top-bar__menu-item" value="help" asChild>
                <a href={HELP_CENTER_URL} target="_blank" rel="noopener noreferrer" onClick={() => recordPageVisit('Help', 'Help Center')}>
                  <Icon name="help" size={18} />
                  Help
                </a>
              </Menu.Item>
              {!contentPlatformHost && (
                <Menu.ItemGroup className="top-bar__user-group">
                  <Menu.ItemGroupLabel className="top-bar__group-label">{PARTNER_PROGRAMME_TITLE}</Menu.ItemGroupLabel>
                  {PARTNER_LINKS.map((partner) => (
                    <Menu.Item key={partner.url} className="top-bar__menu-item" value={partner.url} asChild>
                      <a href={partner.url} target="_blank" rel="noopener noreferrer">
                        <img className="top-bar__menu-logo" src={partner.logo} alt="" width={18} height={18} />
                        {partner.name}
                      </a>
                    </Menu.Item>
                  ))}
                </Menu.ItemGroup>
              )}
            </>
          )}
          <Menu.Separator className="top-bar__separator" />
          <Menu.Item className="top-bar__menu-item" value="logout" onSelect={() => void logOut()}>
            <Icon name="logout" size={18} />
            Logout
          </Menu.Item>
        </Menu.Content>
      </Menu.Positioner>
    </Menu.Root>
  );
}
