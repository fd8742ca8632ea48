// The status pages: a titled region with a message and one way on (home, or the page's own action).
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NotAllowedPage, NotFoundPage, StatusPage, UserDataUnavailablePage } from '../../../../src/components/pages/status-page';
import { navigate } from '../../../../src/stores/routing/routing';
import { elementsOf } from './status-tree';

vi.mock('../../../../src/stores/routing/routing', async (original) => ({ ...(await original<object>()), navigate: vi.fn(() => Promise.resolve(true)) }));

describe('status pages', () => {
  afterEach(() => vi.mocked(navigate).mockClear());

  it('Not Found: a region (part "not-found") named by its heading, the message and the way home', () => {
    const html = renderToStaticMarkup(createElement(NotFoundPage));
    expect(html).toMatch(/^<section class="status-page" part="not-found" aria-labelledby="not-found-title"><h1 class="status-page__title" id="not-found-title">Page not found<\/h1>/);
    expect(html).toContain('The page you asked for does not exist, or it is not available for this account.');
    expect(html).toMatch(/<button type="button" class="button button--primary">Go to the home page<\/button><\/section>$/);
  });

  it('its one button without an action of the page goes to the home page', () => {
    const [button, ...others] = elementsOf(NotFoundPage(), 'button');
    expect(others).toEqual([]);
    (button!.props.onClick as () => void)();
    expect(vi.mocked(navigate).mock.calls).toEqual([['/']]);
  });

  it('Not Allowed names the account the gateway refused', () => {
    const html = renderToStaticMarkup(createElement(NotAllowedPage, { customerId: 5150 }));
    expect(html).toContain('part="not-allowed"');
    expect(html).toContain('>Not allowed</h1>');
    expect(html).toContain('You are not allowed to see this page for account 5150.');
  });

  it("the details that could not load: an alert, and the page's action Try again instead of the way home", () => {
    const onRetry = vi.fn();
    const html = renderToStaticMarkup(createElement(UserDataUnavailablePage, { onRetry }));
    expect(html).toContain('part="user-data-unavailable"');
    expect(html).toContain('<p role="alert">');
    expect(html).not.toContain('Go to the home page');
    const [button] = elementsOf(StatusPage({ title: 'Your details could not be loaded', part: 'user-data-unavailable', action: { label: 'Try again', onClick: onRetry }, children: null }), 'button');
    expect(button!.props.children).toBe('Try again');
    (button!.props.onClick as () => void)();
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});
