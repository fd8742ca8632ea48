import { WINDOW_SIZES } from './layout-kit';
import { describeWidths } from './layout-walk';

/**
 * The shell at every supported width (README, Supported widths and zoom), on the demo against the
 * local backend (tests/e2e/layout-walk.ts): here the desktop and the zoomed windows;
 * layout-widths.test.ts has the phones and the tablet.
 */
describeWidths(WINDOW_SIZES.filter((size) => size.name.startsWith('desktop') || size.name.startsWith('zoom')));
