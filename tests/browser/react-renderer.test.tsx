// The elements' r2wc renderer (elements/internal/react-renderer.ts): the first render runs
// synchronously in the microtasks after connecting, with the props the host set in that turn;
// later updates are React's usual ones; an element gone before its first render renders nothing.
import { expect } from 'chai';
import r2wc from '@r2wc/core';
import type { ComponentType } from 'react';
import { reactRenderer } from '../../elements/internal/react-renderer';
import { waitFor } from './wait-for';

const renders: string[] = [];

function Greeting({ name = 'nobody' }: { name?: string }) {
  renders.push(name);
  return <p part="greeting">Hello, {name}</p>;
}

// As in elements/internal/create-element-class.ts: r2wc's props type does not know the component's own.
customElements.define('test-renderer-greeting', r2wc(Greeting as ComponentType<any>, { shadow: 'open', props: { name: 'string' } }, reactRenderer));

const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

/** An element that starts something from its props, as <portal-shell> starts its stores. */
const heard: string[] = [];
const FollowingBase = r2wc(Greeting as ComponentType<any>, { shadow: 'open', props: { name: 'string' } }, reactRenderer);
customElements.define(
  'test-renderer-following',
  class extends FollowingBase {
    propsChanged(props: Record<string, unknown>): void {
      heard.push(`${String(props.name)} before ${renders.length} renders`);
    }
  },
);

describe('reactRenderer', () => {
  beforeEach(() => void (renders.length = 0));

  it('renders once, in the microtasks after connecting, with the props set in the same turn', async () => {
    const element = document.createElement('test-renderer-greeting') as HTMLElement & { name?: string };
    document.body.append(element);
    element.name = 'Ada';
    expect(renders, 'nothing rendered yet, inside the turn').to.deep.equal([]);
    await Promise.resolve();
    expect(element.shadowRoot!.querySelector('[part="greeting"]')?.textContent).to.equal('Hello, Ada');
    expect(renders).to.deep.equal(['Ada']);
    element.remove();
  });

  it('updates after the first render as React does (in a task of its own)', async () => {
    const element = document.createElement('test-renderer-greeting') as HTMLElement & { name?: string };
    document.body.append(element);
    await Promise.resolve();
    element.name = 'Grace';
    expect(renders, 'not inside the turn').to.deep.equal(['nobody']);
    // React's scheduler runs it in a task of its own, which engines order differently among the page's tasks and frames.
    await waitFor(() => renders.length === 2, 'the render of the new name');
    expect(element.shadowRoot!.querySelector('[part="greeting"]')?.textContent).to.equal('Hello, Grace');
    expect(renders).to.deep.equal(['nobody', 'Grace']);
    element.remove();
  });

  it('renders nothing for an element removed in the turn it was connected, and throws nothing', async () => {
    const errors: unknown[] = [];
    const onError = (event: ErrorEvent) => void errors.push(event.error);
    window.addEventListener('error', onError);
    const element = document.createElement('test-renderer-greeting');
    document.body.append(element);
    element.remove();
    await nextTask();
    window.removeEventListener('error', onError);
    expect(renders).to.deep.equal([]);
    expect(element.shadowRoot!.childElementCount).to.equal(0);
    expect(errors).to.deep.equal([]);
  });

  it('an element that follows its props hears them just before the first render and before each later one', async () => {
    heard.length = 0;
    const element = document.createElement('test-renderer-following') as HTMLElement & { name?: string };
    document.body.append(element);
    element.name = 'Ada';
    expect(heard, 'nothing inside the turn').to.deep.equal([]);
    await Promise.resolve();
    expect(heard).to.deep.equal(['Ada before 0 renders']);
    element.name = 'Grace';
    expect(heard).to.deep.equal(['Ada before 0 renders', 'Grace before 1 renders']);
    element.remove();
  });

  it('an element removed before its first render hears nothing', async () => {
    heard.length = 0;
    const element = document.createElement('test-renderer-following');
    document.body.append(element);
    element.remove();
    await nextTask();
    expect(heard).to.deep.equal([]);
  });
});
