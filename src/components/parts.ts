/**
 * Every CSS part the elements expose (`::part(name)` for a host's styles): the one list of their
 * names. A view writes its part as `part={'top-bar' satisfies PartName}` (element-parts.ts), so a
 * name not in this list does not compile, and the bundles keep plain strings. Each element's JSDoc
 * `@csspart` lines and README's Parts lists name those of its `ELEMENT_PARTS`, and a unit test
 * holds the three together.
 */export const shell = 'shell';
export const topBar = 'top-bar';
export const sidebar = 'sidebar';
export const drawer = 'drawer';
export const pageAnnouncement = 'page-announcement';
export const content = 'content';
export const loader = 'loader';
export const navigationPrompt = 'navigation-prompt';
export const appOverridePrompt = 'app-override-prompt';
export const appOverride = 'app-override';
export const notFound = 'not-found';
export const notAllowed = 'not-allowed';
export const landingPage = 'landing-page';
export const userDataUnavailable = 'user-data-unavailable';
export const internalTools = 'internal-tools';
export const home = 'home';
export const video = 'video';
export const videoFallback = 'video-fallback';
export const news = 'news';
export const newsRow = 'news-row';
export const newsCard = 'news-card';
export const newsBadge = 'news-badge';
export const newsSkeleton = 'news-skeleton';
export const newsEmpty = 'news-empty';
export const newsSeeMore = 'news-see-more';
export const helpCard = 'help-card';
export const card = 'card';
export const list = 'list';
export const skeleton = 'skeleton';
export const empty = 'empty';
export const item = 'item';
export const newBadge = 'new-badge';
export const seeAll = 'see-all';
export const launcher = 'launcher';
export const popup = 'popup';
export const log = 'log';
export const signedOut = 'signed-out';
export const unavailable = 'unavailable';
export const appFrames = 'app-frames';
export const appFrame = 'app-frame';
export const appFrameError = 'app-frame-error';
export const accountSwitcherButton = 'account-switcher-button';
export const accountDialog = 'account-dialog';
export const lazyPartFailed = 'lazy-part-failed';
