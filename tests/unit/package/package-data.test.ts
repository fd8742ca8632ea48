// What the package ships besides code is written from custom-elements.json: the editor data and
// the typings must carry every tag, attribute, property, event, part and CSS property of it.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { vscodeCustomData, webTypes } from '../../tools/package-data/editor-data.mjs';
import { elementDeclaration, elementsOf, eventsDeclaration, reactElementDeclaration, vueDeclaration } from '../../tools/package-data/typings.mjs';

const manifest = JSON.parse(readFileSync('custom-elements.json', 'utf8'));
const elements = elementsOf(manifest);
const shell = elements.find((element: { tagName: string }) => element.tagName === 'portal-shell');

describe('editor data from the manifest', () => {
  it('gives VS Code every tag with its attributes, boolean ones without a value', () => {
    const data = vscodeCustomData(manifest);
    expect(data.tags.map((tag: { name: string }) => tag.name).sort()).toEqual(['portal-account-switcher', 'portal-chat', 'portal-release-notes', 'portal-shell']);
    const shellTag = data.tags.find((tag: { name: string }) => tag.name === 'portal-shell');
    expect(shellTag.attributes.map((attribute: { name: string }) => attribute.name)).toEqual(shell.attributes.map((attribute: { name: string }) => attribute.name));
    expect(shellTag.attributes.find((attribute: { name: string }) => attribute.name === 'content-platform').valueSet).toBe('v');
  });

  it('gives web-types every element with its properties, events, parts and CSS properties', () => {
    const types = webTypes(manifest, { name: 'portal-shell', version: '1.2.3' });
    expect(types.version).toBe('1.2.3');
    const shellEntry = types.contributions.html.elements.find((element: { name: string }) => element.name === 'portal-shell');
    expect(shellEntry.js.events.map((event: { name: string }) => event.name)).toContain('portal-navigate');
    expect(shellEntry.js.properties.map((property: { name: string }) => property.name)).toContain('hostParams');
    expect(shellEntry.css.parts).toHaveLength(shell.cssParts.length);
    expect(shellEntry.css.properties).toHaveLength(shell.cssProperties.length);
  });
});

describe('typings from the manifest', () => {
  it('declares the class with its properties and methods, and the tag, without importing react', () => {
    const text = elementDeclaration(shell);
    expect(text).toContain('export declare class PortalShellElement extends HTMLElement');
    expect(text).toContain('hostParams: Record<string, unknown> | string | undefined;');
    expect(text).toContain('navigate(path: string): Promise<boolean>;');
    expect(text).toContain("'portal-shell': PortalShellElement;");
    expect(text).not.toMatch(/from 'react'/);
  });

  it('puts every event in the global event map once', () => {
    const text = eventsDeclaration(elements);
    expect(text.match(/'portal-ready': CustomEvent<\{ tag: string \}>;/g)).toHaveLength(2);
  });

  it('types each element\'s own events on it, the common ones on every element, and describes the common ones for all', () => {
    const chat = elements.find((element) => element.tagName === 'portal-chat')!;
    const text = elementDeclaration(chat);
    expect(text).toContain('export interface PortalChatElementEventMap {');
    expect(text).toContain("  'portal-chat-open': PortalEventMap['portal-chat-open'];");
    expect(text).toContain("  'portal-ready': PortalEventMap['portal-ready'];");
    expect(text).toContain("  'portal-part-error': PortalEventMap['portal-part-error'];");
    expect(text).not.toContain("'portal-navigate'");
    expect(text).toContain('addEventListener<K extends keyof PortalChatElementEventMap>(type: K, listener: (this: HTMLElement, event: PortalChatElementEventMap[K]) => unknown');
    expect(text).toContain('static readonly version: string;');
    expect(text).toContain('whenReady(): Promise<void>;');
    expect(reactElementDeclaration(chat)).not.toContain('version');
    const events = eventsDeclaration(elements);
    expect(events).not.toContain('The launcher is on the page.');
    expect(events).toMatch(/Every element: its first render is on the page/);
  });

  it('refuses an event with two different detail types', () => {
    const twice = [
      { events: [{ name: 'portal-x', type: { text: 'CustomEvent<{ a: string }>' } }] },
      { events: [{ name: 'portal-x', type: { text: 'CustomEvent<{ a: number }>' } }] },
    ];
    expect(() => eventsDeclaration(twice)).toThrow(/two detail types/);
  });

  it('gives React hosts attributes, properties and on<event> listeners in JSX; a property named as its attribute once', () => {
    const text = reactElementDeclaration(shell);
    expect(text).toContain("'base-path'?: string;");
    expect(text).toContain('hostParams?: Record<string, unknown> | string | undefined;');
    expect(text).toContain("'onportal-navigate'?: (event: PortalEventMap['portal-navigate']) => void;");
    const notes = reactElementDeclaration(elements.find((element: { tagName: string }) => element.tagName === 'portal-release-notes'));
    expect(notes.match(/^ {2}count\?/gm)).toHaveLength(1);
  });

  it('gives Vue templates every tag as a global component: settable properties (a number also as text), on<Event> listeners', () => {
    const text = vueDeclaration(elements);
    for (const element of elements) expect(text).toContain(`'${element.tagName}': DefineComponent<${element.name}VueProps>;`);
    expect(text).toContain('hostParams?: Record<string, unknown> | string | undefined;');
    expect(text).toContain('framePoolSize?: number | undefined | string;');
    expect(text).toContain("onPortalNavigate?: (event: PortalEventMap['portal-navigate']) => void;");
    expect(text).toContain("onPortalChatOpen?: (event: PortalEventMap['portal-chat-open']) => void;");
    // A read-only property is no prop, and the class's static version none either.
    expect(text).not.toMatch(/^ {2}(appOverrides|version)\?/m);
    expect(text).not.toContain("from 'react'");
  });
});
