import * as PARTS from './parts';

/** The name of one of the elements' CSS parts. */
export type PartName = (typeof PARTS)[keyof typeof PARTS];

/** The parts each element documents: those its views can show. */
export const ELEMENT_PARTS: Record<'portal-shell' | 'portal-release-notes' | 'portal-chat' | 'portal-account-switcher', readonly PartName[]> = {
  'portal-shell': [
    PARTS.shell, PARTS.topBar, PARTS.sidebar, PARTS.drawer, PARTS.pageAnnouncement, PARTS.content, PARTS.loader,
    PARTS.navigationPrompt, PARTS.appOverridePrompt, PARTS.appOverride, PARTS.notFound, PARTS.notAllowed, PARTS.landingPage,
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
