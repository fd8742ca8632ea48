// Type-checked by `npm test` (type-check step): what a host page writes must compile, and misuse must not.
import type { PortalEventMap } from '../../elements/index';

document.addEventListener('portal-chat-question', (event) => event.detail.question.toUpperCase());
document.addEventListener('portal-chat-feedback', (event) => (event.detail.liked ? 1 : 0));

const shell: HTMLElementTagNameMap['portal-shell'] = document.createElement('portal-shell');
shell.hostParams = { EnvName: 'Dev' };

// @ts-expect-error the detail of a chat question has no `liked`
document.addEventListener('portal-chat-question', (event) => event.detail.liked);

export const reactHost = (
  <>
    <portal-shell base-path="/cms/portal" content-platform host-params-json='{"EnvName":"Dev"}' />
    <portal-chat chat-api-url="https://chat.portal.example" customer-id={1001} />
  </>
);

export type ChatOpen = PortalEventMap['portal-chat-open'];
