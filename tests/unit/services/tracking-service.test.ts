import { afterEach, describe, expect, it, vi } from 'vitest';
import { trackPageVisit } from '../../../src/services/tracking-service';
import { fakeClient, rejection } from './fake-http-client';

afterEach(() => void vi.unstubAllGlobals());

describe('page-visit tracking, payload {customerId, pageTitle, platformTitle, domain}', () => {
  const visit = { customerId: 1001, pageTitle: 'Account Dashboard', platformTitle: 'Analytics & Insights', domain: 'example.com' };

  it('posts the visit as the body', async () => {
    const { client, post } = fakeClient();
    post.mockResolvedValue({ data: '' });
    await expect(trackPageVisit(client, visit)).resolves.toBeUndefined();
    expect(post).toHaveBeenCalledTimes(1);
    expect(post.mock.calls[0]?.[0]).toBe('/profileapi/tracking/page-visit');
    expect(post.mock.calls[0]?.[1]).toEqual({ customerId: 1001, pageTitle: 'Account Dashboard', platformTitle: 'Analytics & Insights', domain: 'example.com' });
  });

  it('a failure rejects with an HttpError', async () => {
    const { client, post } = fakeClient();
    post.mockRejectedValue(new DOMException('The operation was aborted.', 'AbortError'));
    expect((await rejection(trackPageVisit(client, visit))).kind).toBe('canceled');
  });
});
