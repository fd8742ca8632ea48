import { afterEach, describe, expect, it, vi } from 'vitest';
import { getAppDefinitions, getMenuDefinition } from '../../../src/services/definitions-service';
import { fakeClient, rejection } from './fake-http-client';

afterEach(() => void vi.unstubAllGlobals());

describe('Loading apps and menu definitions at startup (definitions-service)', () => {
  const app = { appPrefix: 'dash', iframeBaseUrl: 'https://apps.portal.example/dash', tokenDescriptor: { client: 'dashboardui', services: ['x'] } };
  const menu = { platforms: [{ platformId: 'home', title: 'Home', icon: 'home', hasSubitems: false, items: [] }], rightitems: [], internaltools: [], administration: { items: [] } };

  it('getAppDefinitions GETs /profileapi/portal/apps with the env as a query parameter', async () => {
    const { client, get } = fakeClient();
    get.mockResolvedValue({ data: [app] });
    await expect(getAppDefinitions(client, 'Dev')).resolves.toEqual([app]);
    expect(get).toHaveBeenCalledWith('/profileapi/portal/apps', { params: { env: 'Dev' } });
  });

  it('getMenuDefinition GETs /profileapi/portal/menu with the env as a query parameter', async () => {
    const { client, get } = fakeClient();
    get.mockResolvedValue({ data: menu });
    await expect(getMenuDefinition(client, 'Staging')).resolves.toEqual(menu);
    expect(get).toHaveBeenCalledWith('/profileapi/portal/menu', { params: { env: 'Staging' } });
  });

  it('app definitions that are not a list are invalid-body', async () => {
    const { client, get } = fakeClient();
    get.mockResolvedValue({ data: { apps: [] } });
    expect((await rejection(getAppDefinitions(client, 'Production'))).kind).toBe('invalid-body');
  });

  it.each([
    ['a malformed entry', { appPrefix: 'x' }],
    ['services that are not strings', { ...app, tokenDescriptor: { client: 'c', services: [1] } }],
    ['no client', { ...app, tokenDescriptor: { services: [] } }],
    ['a frame address that is not http(s)', { ...app, appPrefix: 'evil', iframeBaseUrl: 'javascript:alert(1)' }],
    ['a protocol-relative frame address', { ...app, appPrefix: 'evil', iframeBaseUrl: '//evil.example/app' }],
    ['a prefix with a slash', { ...app, appPrefix: 'da/sh' }],
    ['null', null],
  ])('an app entry with %s is dropped, the others kept', async (_label, entry) => {
    const { client, get } = fakeClient();
    get.mockResolvedValue({ data: [app, entry] });
    await expect(getAppDefinitions(client, 'Production')).resolves.toEqual([app]);
  });

  it.each([
    ['null', null],
    ['without rightitems', { ...menu, rightitems: undefined }],
    ['without internaltools', { ...menu, internaltools: null }],
    ['with administration as a list', { ...menu, administration: [] }],
  ])('a menu %s is invalid-body', async (_label, data) => {
    const { client, get } = fakeClient();
    get.mockResolvedValue({ data });
    expect((await rejection(getMenuDefinition(client, 'Production'))).kind).toBe('invalid-body');
  });

  it.each([
    ['without items', { platformId: 'a', title: 'A' }],
    ['without a title', { platformId: 'a', items: [] }],
    ['that is null', null],
  ])('a platform %s is dropped, the rest of the menu kept', async (_label, platform) => {
    const { client, get } = fakeClient();
    get.mockResolvedValue({ data: { ...menu, platforms: [...menu.platforms, platform] } });
    await expect(getMenuDefinition(client, 'Production')).resolves.toEqual(menu);
  });

  it('a failed call rejects with the HttpError of the failure', async () => {
    const { client, get } = fakeClient();
    get.mockRejectedValue(new DOMException('The operation timed out.', 'TimeoutError'));
    expect((await rejection(getMenuDefinition(client, 'Production'))).kind).toBe('timeout');
  });
});
