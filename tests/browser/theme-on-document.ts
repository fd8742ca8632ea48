// For suites that render components into a shadow root of their own, without an element: the
// theme tokens' defaults go on the document, as every element puts them there when created.
import { adoptStyles } from '../../src/components/adopt-styles';
import themeTokensCss from '../../src/components/theme/theme-tokens.css?inline';

adoptStyles(document, themeTokensCss);
