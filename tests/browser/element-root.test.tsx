// Every element's React tree starts at ElementRoot: Ark UI's portals render into the element's shadow
// root (not the document's body), and the parts find the shadow root their events leave from.
import { expect } from 'chai';
import { Portal } from '@ark-ui/react/portal';
import { useContext } from 'react';
import { flushSync } from 'react-dom';
import type { Root } from 'react-dom/client';
import { ElementContainerContext, ElementRoot } from '../../src/components/element-root';
import { mountShadow } from './shadow-fixture';

/** Says whether it was handed the shadow root it renders in. */
function Container() {
  const container = useContext(ElementContainerContext);
  return <span className="container">{container === null ? 'none' : container.host.id}</span>;
}

describe('ElementRoot', () => {
  let host: HTMLElement;
  let shadow: ShadowRoot;
  let root: Root;
  const portalled = () => document.querySelectorAll('.portalled').length;

  beforeEach(() => {
    ({ host, shadow, reactRoot: root } = mountShadow());
    host.id = 'the-element';
  });
  afterEach(() => {
    root.unmount();
    host.remove();
  });

  it("renders Ark UI's portals inside the element's shadow root", async () => {
    flushSync(() =>
      root.render(
        <ElementRoot container={shadow}>
          <Portal>
            <p className="portalled">In a portal</p>
          </Portal>
        </ElementRoot>,
      ),
    );
    // Ark's portal mounts its content once it has found its container (an effect after the first render).
    await new Promise((resolve) => requestAnimationFrame(resolve));
    expect(shadow.querySelectorAll('.portalled')).to.have.length(1);
    expect(portalled(), 'nothing in the document outside the shadow root').to.equal(0);
  });

  it('hands its parts the shadow root, and nothing outside it', () => {
    flushSync(() =>
      root.render(
        <>
          <ElementRoot container={shadow}>
            <Container />
          </ElementRoot>
          <Container />
        </>,
      ),
    );
    expect([...shadow.querySelectorAll('.container')].map((span) => span.textContent)).to.deep.equal(['the-element', 'none']);
  });
});
