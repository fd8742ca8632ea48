/** All Portal Shell elements. Each tag is defined only if it is still free. */
export { PortalShellElement } from './portal-shell';
export { PortalReleaseNotesElement } from './portal-release-notes';
export { PortalChatElement } from './portal-chat';
export { PortalAccountSwitcherElement } from './portal-account-switcher';
export type { PortalEventDetailMap, PortalEventName } from '../src/components/portal-events';
export type { PortalShellElementEventMap } from './portal-shell';
export type { PortalReleaseNotesElementEventMap } from './portal-release-notes';
export type { PortalChatElementEventMap } from './portal-chat';
export type { PortalAccountSwitcherElementEventMap } from './portal-account-switcher';
