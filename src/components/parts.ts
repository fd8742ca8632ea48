/**
 * Every CSS part the elements expose (`::part(name)` for a host's styles): the one place a part's
 * name is written. The views use these (`part={PARTS.topBar}`); each element's JSDoc `@csspart`
 * lines and README's Parts lists name the ones of {@link ELEMENT_PARTS}, and a unit test holds the
 * three together.
 */
export const PARTS = {
  shell: 'shell',
  topBar: 'top-bar',
  sidebar: 'sidebar',
  drawer: 'drawer',
  pageAnnouncement: 'page-announcement',
  content: 'content',
  loader: 'loader',
  navigationPrompt: 'navigation-prompt',
  appOverridePrompt: 'app-override-prompt',
  appOverride: 'app-override',
  notFound: 'not-found',
  notAllowed: 'not-allowed',
  userDataUnavailable: 'user-data-unavailable',
  internalTools: 'internal-tools',
  home: 'home',
  video: 'video',
  videoFallback: 'video-fallback',
  news: 'news',
  newsRow: 'news-row',
  newsCard: 'news-card',
  newsBadge: 'news-badge',
  newsSkeleton: 'news-skeleton',
  newsEmpty: 'news-empty',
  newsSeeMore: 'news-see-more',
  helpCard: 'help-card',
  card: 'card',
  list: 'list',
  skeleton: 'skeleton',
  empty: 'empty',
  item: 'item',
  newBadge: 'new-badge',
  seeAll: 'see-all',
  launcher: 'launcher',
  popup: 'popup',
  log: 'log',
  signedOut: 'signed-out',
  unavailable: 'unavailable',
  appFrames: 'app-frames',
  appFrame: 'app-frame',
  appFrameError: 'app-frame-error',
  accountSwitcherButton: 'account-switcher-button',
  accountDialog: 'account-dialog',
  lazyPartFailed: 'lazy-part-failed',
} as const;

/** The name of one of the elements' CSS parts. */
export type PartName = (typeof PARTS)[keyof typeof PARTS];

/** The parts each element documents: those its views can show. */
export const ELEMENT_PARTS: Record<'portal-shell' | 'portal-release-notes' | 'portal-chat' | 'portal-account-switcher', readonly PartName[]> = {
  'portal-shell': [
    PARTS.shell, PARTS.topBar, PARTS.sidebar, PARTS.drawer, PARTS.pageAnnouncement, PARTS.content, PARTS.loader,
    PARTS.navigationPrompt, PARTS.appOverridePrompt, PARTS.appOverride, PARTS.notFound, PARTS.notAllowed,
    PARTS.userDataUnavailable, PARTS.internalTools, PARTS.home, PARTS.video, PARTS.videoFallback, PARTS.news,
    PARTS.newsRow, PARTS.newsCard, PARTS.newsBadge, PARTS.newsSkeleton, PARTS.newsEmpty, PARTS.newsSeeMore,
    PARTS.helpCard, PARTS.card, PARTS.list, PARTS.skeleton, PARTS.empty, PARTS.item, PARTS.newBadge, PARTS.seeAll,
    PARTS.launcher, PARTS.popup, PARTS.log, PARTS.appFrames, PARTS.appFrame, PARTS.appFrameError,
    PARTS.accountSwitcherButton, PARTS.accountDialog, PARTS.lazyPartFailed,
  ],
  'portal-release-notes': [PARTS.card, PARTS.list, PARTS.item, PARTS.newBadge, PARTS.skeleton, PARTS.empty, PARTS.seeAll],
  'portal-chat': [PARTS.launcher, PARTS.popup, PARTS.log, PARTS.signedOut, PARTS.unavailable, PARTS.lazyPartFailed],
  'portal-account-switcher': [PARTS.accountSwitcherButton, PARTS.unavailable, PARTS.accountDialog, PARTS.lazyPartFailed],
};
