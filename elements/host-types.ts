import type { DetailedHTMLProps, HTMLAttributes } from 'react';
import type { PortalEventDetailMap } from '../src/components/portal-events';

/**
 * Types for host pages: every `portal-*` event in `addEventListener`, and the tags in React
 * hosts' JSX (attributes as strings, like any custom element in React 19).
 */
declare global {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface GlobalEventHandlersEventMap extends PortalEventMap {}
}

/** Each `portal-*` event as the CustomEvent a listener receives. */
export type PortalEventMap = { [Name in keyof PortalEventDetailMap]: CustomEvent<PortalEventDetailMap[Name]> };

type ElementAttributes = DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement>;

declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace JSX {
    interface IntrinsicElements {
      'portal-shell': ElementAttributes & {
        'host-params-json'?: string;
        'base-path'?: string;
        'content-platform'?: boolean | '';
        'frame-pool-size'?: number | string;
      };
      'portal-release-notes': ElementAttributes & { 'gateway-url'?: string; env?: string; count?: number | string; height?: number | string };
      'portal-chat': ElementAttributes & { 'chat-api-url'?: string; 'customer-id'?: number | string };
      'portal-account-switcher': ElementAttributes & { 'selected-customer-id'?: number | string; 'host-params-json'?: string };
    }
  }
}
