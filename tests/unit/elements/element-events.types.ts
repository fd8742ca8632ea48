// Type-level checks, run by `tsc -p tsconfig.json` (no test runner loads this file): each element's
// own events are typed on it, `portal-ready` and `portal-part-error` on every element, with their
// details; an event of another element is not in an element's map.
import type { PortalAccountSwitcherElementEventMap } from '../../../elements/portal-account-switcher';
import type { PortalChatElementEventMap } from '../../../elements/portal-chat';
import type { PortalReleaseNotesElementEventMap } from '../../../elements/portal-release-notes';
import type { PortalShellElementEventMap } from '../../../elements/portal-shell';

declare const shell: HTMLElementTagNameMap['portal-shell'];
declare const chat: HTMLElementTagNameMap['portal-chat'];
declare const notes: HTMLElementTagNameMap['portal-release-notes'];
declare const switcher: HTMLElementTagNameMap['portal-account-switcher'];

const text = (value: string): string => value;

shell.addEventListener('portal-navigate', (event) => text(event.detail.path));
shell.addEventListener('portal-ready', (event) => text(event.detail.tag));
chat.addEventListener('portal-chat-question', (event) => text(event.detail.question));
chat.addEventListener('portal-part-error', (event) => text(`${event.detail.message} ${event.detail.reason}`));
notes.addEventListener('portal-ready', (event) => text(event.detail.tag));
switcher.addEventListener('portal-account-select', (event) => text(event.detail.customerName));
switcher.removeEventListener('portal-part-error', (event) => text(event.detail.reason));
// The DOM's own events keep their types.
chat.addEventListener('click', (event) => event.clientX);

// @ts-expect-error the chat does not navigate
chat.addEventListener('portal-navigate', (event) => text(event.detail.path));
// @ts-expect-error portal-ready's detail is { tag }
shell.addEventListener('portal-ready', (event) => text(event.detail.path));
// @ts-expect-error a part error's reason is one of the known reasons
switcher.addEventListener('portal-part-error', (event) => (event.detail.reason === 'timeout' ? 1 : 0));

export type Maps = [PortalShellElementEventMap, PortalChatElementEventMap, PortalReleaseNotesElementEventMap, PortalAccountSwitcherElementEventMap];
// @ts-expect-error the release notes card has no account events
export type NoAccountOnNotes = PortalReleaseNotesElementEventMap['portal-account-change'];
