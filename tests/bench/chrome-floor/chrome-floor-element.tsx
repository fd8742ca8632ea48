// The chrome's floor: the portal shell's first frame with its chrome (every element, attribute and
// adopted stylesheet of its shadow root and the document's theme sheet; on a reload the area's
// iframe too, which a new tab's first frame lacks until GetUserData confirms the person), rendered
// by React into an open shadow root the way the shell renders its first frame (synchronously as
// the element connects), with none of the shell's logic: no stores, no routing, no storage, no
// network. What React needs to put that DOM on screen is the least any React-rendered chrome of
// it costs. The snapshots, a new tab's and a reload's (one set of sheets), are taken from the
// running demo by the bench (chrome-snapshot.ts) and written beside this file before the page is
// built.
import { createElement, Fragment, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';

/** A snapshot node: text, or [tag, attributes, children]. */
type SnapshotNode = string | [string, Record<string, string>, SnapshotNode[]];
/** What chrome-snapshot.ts writes: each kind of first frame's tree, and the sheets of both. */
interface Snapshots {
  trees: Record<string, SnapshotNode[]>;
  sheets: string[];
  documentSheets: string[];
}

// A glob, not an import: the snapshot exists only once the bench has written it, and the
// type-check of a fresh clone must not need it.
const [snapshot] = Object.values(import.meta.glob<Snapshots>('./chrome-snapshot.json', { eager: true, import: 'default' }));
if (!snapshot) throw new Error('chrome-snapshot.json is missing: the time-to-app bench writes it before it builds this page');
// Which first frame: `?first-frame=reload` (the area's iframe in it) or `new-tab` (chrome-snapshot.ts).
const tree = snapshot.trees[new URLSearchParams(location.search).get('first-frame') ?? ''];
if (!tree) throw new Error('The chrome floor is loaded with ?first-frame=new-tab or ?first-frame=reload');

const sheetsOf = (texts: string[]) =>
  texts.map((css) => {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
    return sheet;
  });
const sheets = sheetsOf(snapshot.sheets);
document.adoptedStyleSheets = sheetsOf(snapshot.documentSheets);
// Attributes React takes by another name or as booleans; the rest pass through as attributes.
const renamed: Record<string, string> = { class: 'className', for: 'htmlFor', tabindex: 'tabIndex', readonly: 'readOnly', autocomplete: 'autoComplete' };
const booleans = new Set(['hidden', 'disabled', 'inert', 'checked', 'allowfullscreen', 'open', 'multiple', 'required', 'autofocus']);

const styleObject = (css: string) =>
  Object.fromEntries(
    css
      .split(';')
      .map((declaration) => declaration.split(/:(.*)/s).map((part) => part.trim()))
      .filter(([name, value]) => name && value)
      .map(([name, value]) => [name!.startsWith('--') ? name! : name!.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase()), value]),
  );

function props(attributes: Record<string, string>): Record<string, unknown> {
  const result: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(attributes)) {
    if (name === 'style') result.style = styleObject(value);
    else if (name === 'value') result.defaultValue = value;
    else if (booleans.has(name)) result[name === 'allowfullscreen' ? 'allowFullScreen' : name === 'autofocus' ? 'autoFocus' : name] = true;
    else result[renamed[name] ?? name] = value;
  }
  return result;
}

function render(node: SnapshotNode, key: number): ReactNode {
  if (typeof node === 'string') return node;
  const [tag, attributes, children] = node;
  return createElement(tag, { key, ...props(attributes) }, ...children.map(render));
}

const adopt = (element: Element | null) => {
  const root = element?.getRootNode();
  if (root instanceof ShadowRoot) root.adoptedStyleSheets = sheets;
};

function ChromeFloor() {
  const [first, ...rest] = tree!;
  const head = typeof first === 'string' || !first ? first : createElement(first[0], { ref: adopt, ...props(first[1]) }, ...first[2].map(render));
  return createElement(Fragment, null, head, ...rest.map((node, index) => render(node, index + 1)));
}

/**
 * Defines `<chrome-floor-element>`, which renders the snapshot as it connects, after
 * `beforeRender` (the start's required work, on the page that measures it).
 */
export function defineChromeFloor(beforeRender: () => void): void {
  customElements.define(
    'chrome-floor-element',
    class extends HTMLElement {
      connectedCallback() {
        beforeRender();
        const root = createRoot(this.attachShadow({ mode: 'open' }));
        flushSync(() => root.render(createElement(ChromeFloor)));
      }
    },
  );
}
