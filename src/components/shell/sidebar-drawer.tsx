import { useEffect, useLayoutEffect, useRef, type ReactNode } from 'react';
import type { PartName } from '../element-parts';
import drawerCss from './sidebar-drawer.css?inline';
import { usePartStyles } from '../part-styles';

const DRAWER_STYLES = [drawerCss];

/** Props of {@link SidebarDrawer}. */
export interface SidebarDrawerProps {
  open: boolean;
  /** The drawer was dismissed (Escape, the backdrop, its Close button). */
  onClose: () => void;
  /** The id the menu button's `aria-controls` points at. */
  id: string;
  /**
   * Told true once the dialog is in the document and false when it leaves: the menu button names
   * it in `aria-controls` only while it is there (the drawer's code loads when first opened).
   */
  onPresent?: (present: boolean) => void;
  children: ReactNode;
}

/**
 * The phone's sidebar: a modal drawer from the left (a native `<dialog>`: the page behind is
 * inert, Escape closes it, and focus returns to the menu button that opened it). Its stylesheet
 * comes with it: the shell loads it when the drawer is first opened.
 */
export function SidebarDrawer({ open, onClose, id, onPresent, children }: SidebarDrawerProps) {
  usePartStyles(DRAWER_STYLES);
  const dialog = useRef<HTMLDialogElement>(null);
  // Before paint, and before the effect below opens the dialog: the button never shows it open
  // without naming it.
  useLayoutEffect(() => {
    onPresent?.(true);
    return () => onPresent?.(false);
  }, [onPresent]);
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
  }, [open]);

  return (
    <dialog
      ref={dialog}
      id={id}
      className="shell__drawer"
      part={'drawer' satisfies PartName}
      aria-label="Menu"
      // Every way of dismissing it closes the dialog, whose close event is the one place that tells:
      // once per dismissal, and not when the owner closed it (this handler then sees `open` false).
      onClose={() => {
        if (open) onClose();
      }}
      // A click on the backdrop lands on the dialog element itself, outside its panel.
      onClick={(event) => {
        if (event.target === event.currentTarget) event.currentTarget.close();
      }}
    >
      <div className="shell__drawer-panel">
        <div className="shell__drawer-header">
          <span className="shell__drawer-title">Menu</span>
          <button type="button" className="button shell__icon-button" aria-label="Close menu" onClick={() => dialog.current?.close()}>
            <svg className="icon" width="20" height="20" viewBox="0 0 24 24" aria-hidden="true">
              <path d="M6 6l12 12M18 6 6 18" />
            </svg>
          </button>
        </div>
        {open && children}
      </div>
    </dialog>
  );
}
