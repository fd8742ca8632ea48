// The published typings, written from custom-elements.json: one declaration file per entry, with
// no import of `react` (a plain TypeScript host has none), and for the react-external entries the
// same plus the tags in React's JSX. Pure functions of the manifest: text in, text out.

/** The custom elements of a manifest, with the file name of their entry (`portal-chat`). */
export function elementsOf(manifest) {
  return manifest.modules.flatMap((module) =>
    (module.declarations ?? [])
      .filter((declaration) => declaration.customElement)
      .map((declaration) => ({ ...declaration, entry: module.path.replace(/^dist\//, '').replace(/\.js$/, '') })),
  );
}

const doc = (text, indent = '') => (text ? `${indent}/** ${text.replace(/\*\//g, '*\\/').split('\n').join(`\n${indent} * `)} */\n` : '');
const quote = (name) => `'${name}'`;
const detailOf = (typeText) => {
  const match = /^CustomEvent<(.*)>$/s.exec(typeText ?? '');
  if (!match) throw new Error(`an event type must read CustomEvent<detail>, not ${typeText}`);
  return match[1];
};

/** The events every element fires, described for all of them (an element's own `@fires` text speaks of that element). */
const COMMON_EVENTS = {
  'portal-ready': "Every element: its first render is on the page (the element's `whenReady()` resolves then).",
  'portal-part-error': 'Every element: it, or a part of it, does not work here; `reason` says why.',
};

/** Every `portal-*` event of every element with its detail type; one type per name across elements. */
export function eventsOf(elements) {
  const events = new Map();
  for (const element of elements) {
    for (const event of element.events ?? []) {
      const detail = detailOf(event.type?.text);
      const known = events.get(event.name);
      if (known && known.detail !== detail) throw new Error(`${event.name} has two detail types: ${known.detail} and ${detail}`);
      if (!known) events.set(event.name, { detail, description: COMMON_EVENTS[event.name] ?? event.description });
    }
  }
  return events;
}

/** events.d.ts: the event maps, and every event typed in addEventListener on any element or document. */
export function eventsDeclaration(elements) {
  const events = [...eventsOf(elements)];
  const map = events.map(([name, event]) => `${doc(event.description, '  ')}  ${quote(name)}: CustomEvent<${event.detail}>;`).join('\n');
  return `/** Each \`portal-*\` event as the CustomEvent a listener receives. */
export interface PortalEventMap {
${map}
}

/** The detail of each \`portal-*\` event. */
export type PortalEventDetailMap = { [Name in keyof PortalEventMap]: PortalEventMap[Name]['detail'] };

/** A \`portal-*\` event name. */
export type PortalEventName = keyof PortalEventMap;

declare global {
  interface GlobalEventHandlersEventMap {
${events.map(([name, event]) => `    ${quote(name)}: CustomEvent<${event.detail}>;`).join('\n')}
  }
}
`;
}

const methodSignature = (method) =>
  `${method.name}(${(method.parameters ?? []).map((parameter) => `${parameter.name}: ${parameter.type?.text ?? 'unknown'}`).join(', ')}): ${method.return?.type?.text ?? 'void'};`;

const memberSignature = (member) =>
  `${member.static ? 'static readonly ' : ''}${member.kind === 'method' ? methodSignature(member) : `${member.name}: ${member.type?.text ?? 'unknown'};`}`;

/** The listener methods of an element, typed by its own event map first, then the DOM's. */
const listenerMethods = (map) =>
  ['addEventListener', 'removeEventListener']
    .map((method) => {
      const options = method === 'addEventListener' ? 'boolean | AddEventListenerOptions' : 'boolean | EventListenerOptions';
      return [
        `  ${method}<K extends keyof ${map}>(type: K, listener: (this: HTMLElement, event: ${map}[K]) => unknown, options?: ${options}): void;`,
        `  ${method}<K extends keyof HTMLElementEventMap>(type: K, listener: (this: HTMLElement, event: HTMLElementEventMap[K]) => unknown, options?: ${options}): void;`,
        `  ${method}(type: string, listener: EventListenerOrEventListenerObject, options?: ${options}): void;`,
      ].join('\n');
    })
    .join('\n');

/** <entry>.d.ts: the element class with its properties, methods and typed listeners, its event map, and its tag. */
export function elementDeclaration(element) {
  const members = (element.members ?? []).map((member) => `${doc(member.description, '  ')}  ${memberSignature(member)}`);
  const map = `${element.name}EventMap`;
  const events = (element.events ?? []).map((event) => `  ${quote(event.name)}: PortalEventMap[${quote(event.name)}];`);
  return `import './events.js';
import type { PortalEventMap } from './events.js';
export type { PortalEventMap, PortalEventDetailMap, PortalEventName } from './events.js';

/** The events \`<${element.tagName}>\` fires, as the CustomEvent a listener receives. */
export interface ${map} {
${events.join('\n')}
}

${doc(`${element.description ?? element.summary ?? ''}\n@tag ${element.tagName}`)}export declare class ${element.name} extends HTMLElement {
${members.join('\n')}
${listenerMethods(map)}
}

declare global {
  interface HTMLElementTagNameMap {
    ${quote(element.tagName)}: ${element.name};
  }
}
`;
}

const attributeValueType = (typeText) => {
  if (typeText === 'number') return 'number | string';
  if (typeText === 'boolean') return 'boolean';
  return 'string';
};

/** react-external/<entry>.d.ts: the entry's types plus its tag in React's JSX (attributes, properties, `on<event>` listeners). */
export function reactElementDeclaration(element) {
  const fields = (element.members ?? []).filter((member) => member.kind === 'field' && !member.static);
  const props = [
    // An attribute named as its property (`count`) is set as the property by React 19: the property's type.
    ...(element.attributes ?? [])
      .filter((attribute) => !fields.some((field) => field.name === attribute.name))
      .map((attribute) => `  ${quote(attribute.name)}?: ${attributeValueType(attribute.type?.text)};`),
    ...fields.map((field) => `  ${field.name}?: ${field.type?.text ?? 'unknown'};`),
    ...(element.events ?? []).map((event) => `  ${quote(`on${event.name}`)}?: (event: PortalEventMap[${quote(event.name)}]) => void;`),
  ];
  return `import type { DetailedHTMLProps, HTMLAttributes } from 'react';
import type { ${element.name} } from '../${element.entry}.js';
import type { PortalEventMap } from '../events.js';
export * from '../${element.entry}.js';

/** What JSX accepts on <${element.tagName}>: its attributes, its properties (set as properties by React 19) and its events. */
export type ${element.name}JsxProps = DetailedHTMLProps<HTMLAttributes<${element.name}>, ${element.name}> & {
${props.join('\n')}
};

declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace JSX {
    interface IntrinsicElements {
      ${quote(element.tagName)}: ${element.name}JsxProps;
    }
  }
}
`;
}

/** index.d.ts of a build: every element entry. */
export function indexDeclaration(elements, prefix) {
  return `${elements.map((element) => `export * from '${prefix}${element.entry}.js';`).join('\n')}\n`;
}

const camelize = (name) => name.replace(/-([a-z0-9])/g, (_, letter) => letter.toUpperCase());
const vueListener = (event) => `on${camelize(event).replace(/^./, (letter) => letter.toUpperCase())}`;

/**
 * vue.d.ts: every tag in Vue's GlobalComponents, for vue-tsc. A prop per settable property (Vue
 * templates may write it kebab-case: `:chat-api-url` and `:chatApiUrl` are one prop; a number's
 * attribute may be a static string) and an `on<Event>` prop per event (`@portal-chat-open`).
 */
export function vueDeclaration(elements) {
  const declarations = elements.map((element) => {
    const fields = (element.members ?? []).filter((member) => member.kind === 'field' && !member.static && !member.readonly);
    const attributeOnly = (element.attributes ?? []).filter((attribute) => !fields.some((field) => field.name === (attribute.fieldName ?? camelize(attribute.name))));
    const props = [
      ...fields.map((field) => {
        const attribute = (element.attributes ?? []).find((candidate) => candidate.fieldName === field.name);
        const type = field.type?.text ?? 'unknown';
        return `${doc(field.description, '  ')}  ${field.name}?: ${attribute?.type?.text === 'number' ? `${type} | string` : type};`;
      }),
      ...attributeOnly.map((attribute) => `${doc(attribute.description, '  ')}  ${camelize(attribute.name)}?: ${attributeValueType(attribute.type?.text)};`),
      ...(element.events ?? []).map((event) => `${doc(event.description, '  ')}  ${vueListener(event.name)}?: (event: PortalEventMap[${quote(event.name)}]) => void;`),
    ];
    return `/** What a Vue template accepts on <${element.tagName}>: its properties (kebab-case or camelCase) and \`@portal-*\` events. */
export interface ${element.name}VueProps extends HTMLAttributes {
${props.join('\n')}
  /** \`data-*\` attributes, as vue-tsc names them. */
  [dataAttribute: \`data\${Capitalize<string>}\`]: unknown;
}
`;
  });
  const tags = elements.map((element) => `    ${quote(element.tagName)}: DefineComponent<${element.name}VueProps>;`);
  return `import type { DefineComponent, HTMLAttributes } from 'vue';
import type { PortalEventMap } from './events.js';
export * from './index.js';

${declarations.join('\n')}
declare module 'vue' {
  interface GlobalComponents {
${tags.join('\n')}
  }
}
`;
}
