// createReactElement: a React component as a custom element, rendered into an open shadow root with
// its style sheets adopted, its props read from attributes and its lifecycle open to a subclass.
import { expect } from 'chai';
import { useEffect } from 'react';
import { createReactElement, type ElementProps } from '../../elements/internal/create-element-class';
import { defineOnce } from '../../elements/internal/define-once';
import { cleanupFixtures, fixture, waitFor } from './wait-for';

const life: string[] = [];

function Counter({ container, label = 'none', count = 0 }: ElementProps & { label?: string; count?: number }) {
  useEffect(() => {
    life.push('mounted');
    return () => void life.push('unmounted');
  }, []);
  return (
    <p className="counter" data-root={String(container === container.host.shadowRoot)}>
      {label}: {count + 1}
    </p>
  );
}

const Counting = createReactElement(Counter, { label: 'string', count: 'number' }, ['.counter { letter-spacing: 3px; }']);
defineOnce(
  'test-react-counter',
  class extends Counting {
    connectedCallback(): void {
      life.push('connected');
      super.connectedCallback();
    }
    disconnectedCallback(): void {
      super.disconnectedCallback();
      life.push('disconnected');
    }
  },
);

describe('createReactElement', () => {
  beforeEach(() => void (life.length = 0));
  afterEach(cleanupFixtures);

  it('renders the component into the element\'s open shadow root, which it is given, with its styles adopted', async () => {
    const element = fixture<HTMLElement>('<test-react-counter label="Rows" count="2"></test-react-counter>');
    expect(element.shadowRoot?.mode).to.equal('open');
    const paragraph = await waitFor(() => element.shadowRoot!.querySelector<HTMLElement>('p.counter'), 'the component');
    expect(paragraph.textContent, 'a number attribute as a number').to.equal('Rows: 3');
    expect(paragraph.dataset.root, 'the container prop').to.equal('true');
    expect(getComputedStyle(paragraph).letterSpacing).to.equal('3px');
    element.setAttribute('count', '9');
    await waitFor(() => paragraph.textContent === 'Rows: 10', 'the new count');
  });

  it('gives a subclass the lifecycle: connected before the render, unmounted by the base\'s disconnectedCallback', async () => {
    const element = fixture<HTMLElement>('<test-react-counter></test-react-counter>');
    await waitFor(() => life.includes('mounted'), 'the component mounted');
    element.remove();
    await waitFor(() => life.includes('unmounted'), 'the component unmounted');
    expect(life).to.deep.equal(['connected', 'mounted', 'unmounted', 'disconnected']);
  });
});
