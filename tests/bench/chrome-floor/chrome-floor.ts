// The chrome floor's page: the shell's first frame rendered by React, and nothing else.
import { defineChromeFloor } from './chrome-floor-element';

defineChromeFloor(() => {});
