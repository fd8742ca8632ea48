/**
 * The widths the shell lays itself out for. Phones (below 600 CSS px, which is also a 1280 px
 * window at 250 % zoom or more) get the drawer sidebar and the one top-bar menu; tablets and
 * wider keep the rail. The CSS media queries use the same number.
 */
const PHONE_MAX_WIDTH_PX = 599.98;

/** The media query of the phone layout. */
export const PHONE_MEDIA_QUERY = `(max-width: ${PHONE_MAX_WIDTH_PX}px)`;
