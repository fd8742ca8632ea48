// What withPortalBehaviour adds to r2wc's elements: adopted styles, the theme, attributes' defaults and
// presence (every attribute of every element in custom-elements.json), properties set before the tag
// was defined, and misnamed settings reported.
import { expect } from 'chai';
import type { ReactElement } from 'react';
import manifest from '../../custom-elements.json';
import '../../elements/index';
import { createReactElement, type ElementProps } from '../../elements/internal/create-element-class';
import { defineOnce } from '../../elements/internal/define-once';
import { chatAppModule } from '../../elements/internal/lazy-chat-renderer';
import { reactRenderer } from '../../elements/internal/react-renderer';
import { hostOf } from '../../elements/internal/renderer-contract';
import type { ChatAppHandle, ChatAppProps } from '../../elements/portal-chat-app';
import { cleanupFixtures, fixture, nothingHappensWithin, waitFor } from './wait-for';

const TAGS = ['portal-shell', 'portal-release-notes', 'portal-chat', 'portal-account-switcher'] as const;

describe('Portal elements', () => {
  afterEach(cleanupFixtures);

  for (const tag of TAGS) {
    it(`<${tag}> renders into an open shadow root with its adopted theme stylesheet`, async () => {
      const element = fixture<HTMLElement>(`<${tag}></${tag}>`);
      expect(customElements.get(tag), 'defined').to.be.a('function');
      const root = element.shadowRoot;
      expect(root?.mode).to.equal('open');
      await waitFor(() => root!.childElementCount > 0, `${tag} to render`);
      const sheetText = root!.adoptedStyleSheets.flatMap((sheet) => [...sheet.cssRules].map((rule) => rule.cssText)).join('\n');
      expect(sheetText).to.contain('--portal-color-primary');
      expect(root!.querySelector('style'), 'no <style> tags: styles are adopted').to.equal(null);
      // The token's default comes from the document (light and dark values); the element resolves the light one.
      expect(getComputedStyle(element).getPropertyValue('--portal-color-primary').trim()).to.contain('#7b1760');
      expect(getComputedStyle(element).color).to.equal('rgb(31, 26, 36)');
    });
  }

  it('takes its theme from --portal-* custom properties set by the host page', async () => {
    const element = fixture<HTMLElement>('<portal-chat style="--portal-color-primary: rgb(1, 2, 3)"></portal-chat>');
    const launcher = await waitFor(() => element.shadowRoot!.querySelector<HTMLElement>('[part="launcher"]'), 'the launcher');
    expect(getComputedStyle(launcher).backgroundColor).to.equal('rgb(1, 2, 3)');
  });

  it('shares one stylesheet object between elements of the same kind', async () => {
    const first = fixture<HTMLElement>('<portal-release-notes></portal-release-notes>');
    const second = fixture<HTMLElement>('<portal-release-notes></portal-release-notes>');
    expect(first.shadowRoot!.adoptedStyleSheets[0]).to.equal(second.shadowRoot!.adoptedStyleSheets[0]);
  });

  it('restores the default when an attribute is removed', async () => {
    const element = fixture<HTMLElement>('<portal-release-notes height="200"></portal-release-notes>');
    const card = await waitFor(() => element.shadowRoot!.querySelector<HTMLElement>('[part="card"]'), 'the card');
    // The height is the card's floor: it grows rather than cut a note.
    await waitFor(() => card.style.minHeight === '200px', 'height 200px');
    element.removeAttribute('height');
    await waitFor(() => card.style.minHeight === '385px', 'the default height of 385px');
  });

  it('keeps a property set before the tag was defined', async () => {
    function Greeting({ container, name = 'nobody' }: ElementProps & { name?: string }) {
      return <p data-owner={container.host.localName}>Hello {name}</p>;
    }
    const element = document.createElement('test-late-greeting') as HTMLElement & { name?: string };
    element.name = 'Ada';
    document.body.append(element);
    element.setAttribute('data-fixture', '');

    defineOnce('test-late-greeting', createReactElement(Greeting, { name: 'string' }, []));
    const paragraph = await waitFor(() => element.shadowRoot?.querySelector('p'), 'the late element to render');
    expect(paragraph.textContent).to.equal('Hello Ada');
    expect(element.getAttribute('name'), 'the property is reflected').to.equal('Ada');
  });

  it('is not restyled by hostile global CSS of the host page', async () => {
    const hostile = document.createElement('style');
    hostile.textContent = '* { color: rgb(255, 0, 0) !important; font-size: 40px !important; font-family: serif !important; }';
    document.head.append(hostile);
    try {
      const element = fixture<HTMLElement>('<portal-shell></portal-shell>');
      const heading = await waitFor(() => element.shadowRoot!.querySelector<HTMLElement>('.shell__content'), 'the shell content');
      const style = getComputedStyle(heading);
      expect(style.color).not.to.equal('rgb(255, 0, 0)');
      expect(style.fontSize).to.equal('14px');
      expect(style.fontFamily).not.to.equal('serif');
    } finally {
      hostile.remove();
    }
  });
});

describe('misnamed settings', () => {
  afterEach(cleanupFixtures);

  /** The misnamed-setting console errors and `portal-part-error` details while `run` runs, until one of each arrived. */
  async function reported(run: () => void): Promise<{ errors: string[]; details: Array<{ message: string; reason: string }> }> {
    const errors: string[] = [];
    const details: Array<{ message: string; reason: string }> = [];
    const original = console.error;
    // Only what an element says of a misnamed setting: a shell being mounted may log its own start.
    console.error = (...args: unknown[]) => {
      const text = args.map(String).join(' ');
      if (text.includes(' ignores the attribute ')) errors.push(text);
      else original(...args);
    };
    const listen = (event: Event) => details.push((event as CustomEvent<{ message: string; reason: string }>).detail);
    document.addEventListener('portal-part-error', listen);
    try {
      run();
      await waitFor(() => errors.length > 0 && details.some((detail) => detail.reason === 'invalid-setting'), 'the misnamed setting to be reported');
    } finally {
      console.error = original;
      document.removeEventListener('portal-part-error', listen);
    }
    return { errors, details: details.filter((detail) => detail.reason === 'invalid-setting') };
  }

  it('an object written as an attribute (Vue\'s :host-params="obj") is named, with the property and the JSON attribute that work', async () => {
    const { errors, details } = await reported(() => fixture('<portal-shell host-params="[object Object]"></portal-shell>'));
    expect(errors).to.have.length(1);
    expect(errors[0]).to.contain('<portal-shell> ignores the attribute host-params="[object Object]"');
    for (const fix of ['hostParams property', ':hostParams', '[hostParams]', 'host-params-json']) expect(errors[0]).to.contain(fix);
    expect(details).to.deep.equal([{ message: errors[0], reason: 'invalid-setting' }]);
  });

  it('a camelCase setting lowercased by HTML (server-rendered customerId) is named, with its kebab-case attribute', async () => {
    const { errors } = await reported(() => fixture('<portal-chat customerid="1001"></portal-chat>'));
    expect(errors[0]).to.contain('<portal-chat> ignores the attribute customerid="1001"');
    expect(errors[0]).to.contain('customer-id="…"');
  });

  it('is reported once per attribute, however often a framework writes it again', async () => {
    const element = document.createElement('portal-release-notes');
    const { errors } = await reported(() => {
      element.setAttribute('gatewayurl', 'http://localhost:1');
      element.setAttribute('gatewayurl', 'http://localhost:2');
      fixture('<div></div>').append(element);
    });
    await nothingHappensWithin(2);
    expect(errors).to.have.length(1);
  });
});

describe('boolean attributes', () => {
  afterEach(cleanupFixtures);

  it('are true by their presence, false when removed or "false"', async () => {
    function Flag({ container, on = false }: ElementProps & { on?: boolean }) {
      return <p data-host={container.host.localName}>{on ? 'on' : 'off'}</p>;
    }
    defineOnce('test-boolean-flag', createReactElement(Flag, { on: 'boolean' }, []));
    const element = fixture<HTMLElement>('<test-boolean-flag on></test-boolean-flag>');
    const text = () => element.shadowRoot?.querySelector('p')?.textContent;
    await waitFor(() => text() === 'on', 'on by presence');
    element.setAttribute('on', 'false');
    await waitFor(() => text() === 'off', 'off for "false"');
    element.setAttribute('on', '');
    await waitFor(() => text() === 'on', 'on again');
    element.removeAttribute('on');
    await waitFor(() => text() === 'off', 'off when removed');
  });
});

describe('every attribute of every element, removed', () => {
  interface Attribute {
    name: string;
    fieldName: string;
    type?: { text: string };
  }
  const elements = (manifest.modules as Array<{ declarations: Array<{ tagName?: string; attributes?: Attribute[] }> }>)
    .flatMap((module) => module.declarations)
    .filter((declaration) => declaration.tagName !== undefined);
  /** A value of the attribute's type, not its default. */
  const sample = ({ type }: Attribute) => ({ number: '7', boolean: '', string: 'sample' })[type?.text as 'string'] ?? '{}';

  /** What each element's view holds: a React element's latest props; the loaded chat's, each update merged in as the chat does. */
  const held = new Map<Element, Record<string, unknown>>();
  const realMount = reactRenderer.mount;
  const realLoad = chatAppModule.load;

  before(() => {
    // Stand-ins for the views, which only keep what they are handed: the settings' own effects are the views' tests.
    reactRenderer.mount = (container, Component, props) => {
      const context = realMount(container, Component, props);
      context.root.render = (element) => void held.set(hostOf(container), { ...(element as ReactElement<Record<string, unknown>>).props });
      return context;
    };
    chatAppModule.load = () => {
      const mountChatApp = (container: ShadowRoot, props: ChatAppProps): ChatAppHandle => {
        held.set(container.host, { ...props });
        return { update: (next) => void held.set(container.host, { ...held.get(container.host), ...next }), unmount: () => undefined };
      };
      return Promise.resolve({ mountChatApp } as unknown as Awaited<ReturnType<typeof realLoad>>);
    };
  });
  after(() => {
    reactRenderer.mount = realMount;
    chatAppModule.load = realLoad;
  });
  afterEach(() => {
    held.clear();
    cleanupFixtures();
  });

  for (const { tagName, attributes = [] } of elements) {
    for (const attribute of attributes) {
      it(`<${tagName!} ${attribute.name}>: removed once the element (and its chat) is loaded, the view holds the default again`, async () => {
        const element = document.createElement(tagName!) as HTMLElement & { open?: () => boolean };
        // The element's stores are not started: its view is a stand-in.
        Object.assign(element, { propsChanged: () => undefined });
        element.setAttribute(attribute.name, sample(attribute));
        element.setAttribute('data-fixture', '');
        document.body.append(element);
        element.open?.();
        await waitFor(() => held.get(element)?.[attribute.fieldName] !== undefined, `the view to hold ${attribute.fieldName}`);
        element.removeAttribute(attribute.name);
        await waitFor(() => held.get(element)?.[attribute.fieldName] === undefined, `the view to hold ${attribute.fieldName} no more`);
      });
    }
  }
});
