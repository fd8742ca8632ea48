// custom-elements.json is the contract hosts and editors read: compared here with the running
// elements (observed attributes, properties, methods, the parts in the rendered DOM, the events
// dispatched, the CSS properties their styles use), so the two cannot drift apart.
import { expect } from 'chai';
import manifest from '../../custom-elements.json';
import '../../elements/index';
import { misnamedAttributes } from '../../elements/internal/misnamed-attributes';
import { mountSignedInShell } from './shell-fixture';
import { signInAsOnFreshPage, testHostParams, TEST_BACKEND } from './test-backend';
import { cleanupFixtures, waitFor } from './wait-for';

interface Declaration {
  tagName: string;
  attributes?: Array<{ name: string; fieldName?: string }>;
  members?: Array<{ kind: string; name: string; static?: boolean; readonly?: boolean }>;
  events?: Array<{ name: string }>;
  cssParts?: Array<{ name: string }>;
  cssProperties?: Array<{ name: string }>;
}

const declarations = (manifest.modules as Array<{ declarations: Declaration[] }>).flatMap((module) => module.declarations);
const declarationOf = (tag: string) => declarations.find((declaration) => declaration.tagName === tag)!;
const names = (list: Array<{ name: string }> | undefined) => (list ?? []).map((item) => item.name).sort();

/** Every `part` token in a shadow root, open shadow roots inside it included. */
function partsIn(root: ShadowRoot): Set<string> {
  const parts = new Set<string>();
  const visit = (node: ParentNode) => {
    for (const element of node.querySelectorAll('*')) {
      for (const part of element.part) parts.add(part);
      if (element.shadowRoot) visit(element.shadowRoot);
    }
  };
  visit(root);
  return parts;
}

/** The text of every stylesheet the element's shadow root has adopted. */
const styleText = (root: ShadowRoot) =>
  root.adoptedStyleSheets.flatMap((sheet) => [...sheet.cssRules].map((rule) => rule.cssText)).join('\n');

const ALL_COMPONENT_CSS = Object.values(import.meta.glob<string>('../../src/components/**/*.css', { query: '?inline', import: 'default', eager: true })).join('\n');

/** Records every `portal-*` event that reaches the document. */
function recordEvents(tags: Record<string, Set<string>>): () => void {
  const listener = (event: Event) => {
    const tag = (event.composedPath()[0] as Element).localName;
    if (event.type.startsWith('portal-')) (tags[tag] ??= new Set()).add(event.type);
  };
  const types = [...new Set(declarations.flatMap((declaration) => names(declaration.events)))];
  for (const type of types) document.addEventListener(type, listener);
  // An event no declaration names is caught too: any type starting with portal- that the elements emit goes through dispatchEvent.
  const original = EventTarget.prototype.dispatchEvent;
  EventTarget.prototype.dispatchEvent = function (event: Event) {
    if (event.type.startsWith('portal-') && this instanceof Element) (tags[this.localName] ??= new Set()).add(event.type);
    return original.call(this, event);
  };
  return () => {
    EventTarget.prototype.dispatchEvent = original;
    for (const type of types) document.removeEventListener(type, listener);
  };
}

describe('custom-elements.json against the running elements', () => {
  afterEach(cleanupFixtures);

  it('describes the four tags, each defined in the browser', () => {
    expect(declarations.map((declaration) => declaration.tagName).sort()).to.deep.equal(['portal-account-switcher', 'portal-chat', 'portal-release-notes', 'portal-shell']);
    for (const declaration of declarations) expect(customElements.get(declaration.tagName), declaration.tagName).to.be.a('function');
  });

  it('lists exactly the attributes each element observes (besides the misnamed forms it reports), each with a property of that name', () => {
    for (const declaration of declarations) {
      const element = customElements.get(declaration.tagName) as unknown as { observedAttributes: string[] };
      // The settable properties: with an attribute, or (like hostParams) an object set only as a property.
      const settable = (declaration.members ?? []).filter((member) => member.kind === 'field' && !member.static && !member.readonly);
      const kinds = Object.fromEntries(settable.map((member) => [member.name, declaration.attributes?.some((attribute) => attribute.fieldName === member.name) ? 'string' : 'object'] as const));
      const misnamed = misnamedAttributes(kinds);
      const real = element.observedAttributes.filter((name) => !misnamed.has(name));
      expect(names(declaration.attributes), declaration.tagName).to.deep.equal(real.sort());
      const instance = document.createElement(declaration.tagName);
      for (const attribute of declaration.attributes ?? []) expect(attribute.fieldName && attribute.fieldName in instance, `${declaration.tagName} ${attribute.name}`).to.equal(true);
    }
  });

  it('lists properties and methods the elements have', () => {
    for (const declaration of declarations) {
      const instance = document.createElement(declaration.tagName) as unknown as Record<string, unknown>;
      for (const member of declaration.members ?? []) {
        // A static member is the class's, not the instance's.
        const owner = (member as { static?: boolean }).static ? (customElements.get(declaration.tagName) as unknown as Record<string, unknown>) : instance;
        expect(member.name in owner, `${declaration.tagName}.${member.name}`).to.equal(true);
        if (member.kind === 'method') expect(instance[member.name], `${declaration.tagName}.${member.name}()`).to.be.a('function');
      }
    }
  });

  it('uses every CSS property it documents in the element styles', async () => {
    for (const declaration of declarations) {
      const element = document.createElement(declaration.tagName);
      document.body.append(element);
      if (element.localName === 'portal-chat') {
        // The chat's own styles come with its code, loaded when it opens.
        (element as HTMLElementTagNameMap['portal-chat']).open();
        await waitFor(() => element.shadowRoot!.querySelector('[part~="popup"]'), 'the chat popup', 10_000);
      }
      // The shell's parts bring their styles when they load: its styles are every component's.
      const css = element.localName === 'portal-shell' ? ALL_COMPONENT_CSS : styleText(element.shadowRoot!);
      for (const property of names(declaration.cssProperties)) expect(css, `${declaration.tagName} ${property}`).to.include(`var(${property}`);
      element.remove();
    }
  });

  it('names every part the rendered elements show, and every event they dispatch', async function () {
    // Four elements against the backend, the shell signed in: more than one element's time.
    this.timeout(30_000);
    const dispatched: Record<string, Set<string>> = {};
    const stopRecording = recordEvents(dispatched);
    try {
      await signInAsOnFreshPage('u-cora');
      const notes = document.createElement('portal-release-notes');
      notes.setAttribute('gateway-url', TEST_BACKEND.gateway);
      const switcher = document.createElement('portal-account-switcher');
      switcher.setAttribute('host-params-json', testHostParams());
      const chat = document.createElement('portal-chat');
      chat.setAttribute('chat-api-url', TEST_BACKEND.chat);
      document.body.append(notes, switcher, chat);
      await waitFor(() => notes.shadowRoot!.querySelector('[part~="item"]'), 'the release notes', 10_000);
      (chat as HTMLElementTagNameMap['portal-chat']).open();
      await waitFor(() => chat.shadowRoot!.querySelector('[part~="popup"]'), 'the chat popup', 10_000);
      await waitFor(() => switcher.shadowRoot!.querySelector('[part~="account-switcher-button"]'), 'the account switcher', 10_000);
      for (const element of [notes, switcher, chat]) {
        const documented = new Set(names(declarationOf(element.localName).cssParts));
        for (const part of partsIn(element.shadowRoot!)) expect(documented.has(part), `${element.localName} part ${part}`).to.equal(true);
      }
      notes.remove();
      switcher.remove();
      chat.remove();

      const shell = await mountSignedInShell('u-cora');
      await waitFor(() => shell.shadowRoot!.querySelector('[part~="top-bar"]') && shell.shadowRoot!.querySelector('[part~="news-card"]'), 'the home page', 10_000);
      const shown = partsIn(shell.shadowRoot!);
      await (shell as HTMLElementTagNameMap['portal-shell']).navigate('/no-such-page');
      await waitFor(() => shell.shadowRoot!.querySelector('[part~="not-found"]'), 'the Not Found page', 10_000);
      for (const part of partsIn(shell.shadowRoot!)) shown.add(part);
      const documented = new Set(names(declarationOf('portal-shell').cssParts));
      for (const part of shown) expect(documented.has(part), `portal-shell part ${part}`).to.equal(true);
    } finally {
      stopRecording();
    }
    for (const [tag, types] of Object.entries(dispatched)) {
      const documented = names(declarationOf(tag).events);
      for (const type of types) expect(documented, `${tag} dispatched ${type}`).to.include(type);
    }
    expect([...(dispatched['portal-shell'] ?? [])]).to.include.members(['portal-ready', 'portal-navigate', 'portal-account-change']);
    expect([...(dispatched['portal-chat'] ?? [])]).to.include.members(['portal-ready', 'portal-chat-open']);
  });
});
