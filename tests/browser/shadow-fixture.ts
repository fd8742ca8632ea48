// A part rendered as an element renders it: inside an open shadow root with the part's style
// sheets adopted, in a React root of its own. Shared by the browser tests of single parts.
import { createRoot, type Root, type RootOptions } from 'react-dom/client';

/** How `mountShadow` builds the host, its shadow root and the container React renders into. */
export interface ShadowOptions {
  /** The CSS texts the shadow root adopts, in order. */
  css?: readonly string[];
  /** The host's inline style (its size, say). */
  hostStyle?: string;
  /** The container's tag. */
  tag?: 'div' | 'header' | 'main';
  containerClass?: string;
  containerStyle?: string;
  /** Passed to React's createRoot. */
  rootOptions?: RootOptions;
}

/** A host in the document, marked as a fixture (cleanupFixtures removes it). */
export interface ShadowMount {
  host: HTMLElement;
  shadow: ShadowRoot;
  reactRoot: Root;
}

export function mountShadow({ css = [], hostStyle, tag = 'div', containerClass, containerStyle, rootOptions }: ShadowOptions = {}): ShadowMount {
  const host = document.createElement('div');
  host.setAttribute('data-fixture', '');
  if (hostStyle) host.style.cssText = hostStyle;
  document.body.append(host);
  const shadow = host.attachShadow({ mode: 'open' });
  shadow.adoptedStyleSheets = css.map((text) => {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(text);
    return sheet;
  });
  const container = document.createElement(tag);
  if (containerClass) container.className = containerClass;
  if (containerStyle) container.style.cssText = containerStyle;
  shadow.append(container);
  return { host, shadow, reactRoot: createRoot(container, rootOptions) };
}
