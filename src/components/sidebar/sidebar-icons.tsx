/**
 * 24×24 outline icons, one path each (circles, ellipses and rounded rectangles written as arcs),
 * drawn with `currentColor` so they follow the text colour. One element per icon: the sidebar
 * shows a dozen of them on the shell's first paint.
 */
const PATHS: Record<string, string> = {
  home: 'M3 11.5 12 4l9 7.5M5.5 9.5V20h5v-6h3v6h5V9.5',
  chart: 'M4 20h16M7 16v-5M12 16V6M17 16v-8',
  database: 'M5 6a7 3 0 1 0 14 0a7 3 0 1 0 -14 0ZM5 6v12c0 1.7 3.1 3 7 3s7-1.3 7-3V6M5 12c0 1.7 3.1 3 7 3s7-1.3 7-3',
  people: 'M5.5 8a3.5 3.5 0 1 0 7 0a3.5 3.5 0 1 0 -7 0ZM2.5 20c.5-3.6 3.1-5.5 6.5-5.5s6 1.9 6.5 5.5M15.5 4.8a3.5 3.5 0 0 1 0 6.4M18 14.8c2 .8 3.2 2.5 3.5 5.2',
  sparkle: 'M12 3.5 13.9 10l6.6 2-6.6 2L12 20.5 10.1 14l-6.6-2 6.6-2L12 3.5ZM19 3v4M17 5h4',
  mail: 'M5 5.5h14a2 2 0 0 1 2 2v9a2 2 0 0 1 -2 2h-14a2 2 0 0 1 -2 -2v-9a2 2 0 0 1 2 -2ZM3.5 7l8.5 6.5L20.5 7',
  search: 'M4.5 10.5a6 6 0 1 0 12 0a6 6 0 1 0 -12 0ZM15 15l5.5 5.5',
  tag: 'M3.5 12.2V4.5a1 1 0 0 1 1-1h7.7l8.3 8.3a1 1 0 0 1 0 1.4l-7.1 7.1a1 1 0 0 1-1.4 0l-8.5-8.1ZM6.5 8a1.5 1.5 0 1 0 3 0a1.5 1.5 0 1 0 -3 0Z',
  brain: 'M9 4.5a3 3 0 0 0-3 3 3 3 0 0 0-2 5 3 3 0 0 0 2 5 3 3 0 0 0 6 .5v-12a2.5 2.5 0 0 0-3-1.5ZM15 4.5a3 3 0 0 1 3 3 3 3 0 0 1 2 5 3 3 0 0 1-2 5 3 3 0 0 1-6 .5',
  admin: 'M9 12a3 3 0 1 0 6 0a3 3 0 1 0 -6 0ZM12 2.5v3M12 18.5v3M2.5 12h3M18.5 12h3M5.3 5.3l2.1 2.1M16.6 16.6l2.1 2.1M5.3 18.7l2.1-2.1M16.6 7.4l2.1-2.1',
  lock: 'M7 10.5h10a2 2 0 0 1 2 2v6a2 2 0 0 1 -2 2h-10a2 2 0 0 1 -2 -2v-6a2 2 0 0 1 2 -2ZM8 10.5V7.5a4 4 0 0 1 8 0v3',
  pin: 'M9 3.5h6M10 3.5v6L6.5 14h11L14 9.5v-6M12 14v6.5',
  collapse: 'm14 7-5 5 5 5M19 4v16',
  help: 'M3 12a9 9 0 1 0 18 0a9 9 0 1 0 -18 0ZM9.5 9.5a2.5 2.5 0 1 1 3.5 2.3c-.6.3-1 .9-1 1.6v.6M12 17.2v.3',
  grid: 'M5 4h4a1 1 0 0 1 1 1v4a1 1 0 0 1 -1 1h-4a1 1 0 0 1 -1 -1v-4a1 1 0 0 1 1 -1ZM15 4h4a1 1 0 0 1 1 1v4a1 1 0 0 1 -1 1h-4a1 1 0 0 1 -1 -1v-4a1 1 0 0 1 1 -1ZM5 14h4a1 1 0 0 1 1 1v4a1 1 0 0 1 -1 1h-4a1 1 0 0 1 -1 -1v-4a1 1 0 0 1 1 -1ZM15 14h4a1 1 0 0 1 1 1v4a1 1 0 0 1 -1 1h-4a1 1 0 0 1 -1 -1v-4a1 1 0 0 1 1 -1Z',
  logout: 'M14 4.5H6.5a1 1 0 0 0-1 1v13a1 1 0 0 0 1 1H14M10 12h10.5M17 8.5l3.5 3.5-3.5 3.5',
  account: 'M8 8.5a4 4 0 1 0 8 0a4 4 0 1 0 -8 0ZM4.5 20.5c.8-4 3.8-6 7.5-6s6.7 2 7.5 6',
  'thumb-up': 'M7 10.5v9.5M7 10.5l3.8-6.6a1.6 1.6 0 0 1 3 1V9.5h4.6a1.8 1.8 0 0 1 1.8 2.1l-1.2 6.4a2.4 2.4 0 0 1-2.4 2H7M3.5 10.5H7V20H3.5Z',
  'thumb-down': 'M7 13.5V4M7 13.5l3.8 6.6a1.6 1.6 0 0 0 3-1v-4.6h4.6a1.8 1.8 0 0 0 1.8-2.1L19 6a2.4 2.4 0 0 0-2.4-2H7M3.5 13.5H7V4H3.5Z',
  menu: 'M4 6.5h16M4 12h16M4 17.5h16',
  close: 'M6 6l12 12M18 6 6 18',
  more: 'M5 12h.01M12 12h.01M19 12h.01',
  tools: 'M14.5 6.5a4 4 0 0 0 5 5L12 19a2.1 2.1 0 0 1-3-3l7.5-7.5ZM4 4l5 5M3.5 7.5l4-4',
};

/** What an unknown icon name draws: a neutral dot. */
const DOT = 'M9 12a3 3 0 1 0 6 0a3 3 0 1 0 -6 0Z';

/** Props of {@link Icon}. */
export interface IconProps {
  /** An icon name; an unknown name (a menu from the API may bring new ones) draws a neutral dot. */
  name: string;
  className?: string;
  size?: number;
}

/**
 * A decorative inline-SVG icon (hidden from assistive technology: the text next to it names the
 * control). Its stroke is styled by the `.icon` rule of portal-shell.css, not by attributes on
 * every icon.
 */
export function Icon({ name, className, size = 20 }: IconProps) {
  return (
    <svg
      className={className ? `icon ${className}` : 'icon'}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      aria-hidden="true"
    >
      <path d={PATHS[name] ?? DOT} />
    </svg>
  );
}

/** The platform icon name without a `-hover` suffix (the menu data carries hover variants too). */
export function platformIconName(icon: string): string {
  return icon.replace(/-hover$/, '');
}
