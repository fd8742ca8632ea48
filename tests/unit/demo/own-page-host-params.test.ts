import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { resolveEnvironment } from '../../../src/config/resolve-environment';
import { ownPageHostParamsScript, ownPageLines } from '../../../demo/demo-server';
import type { RunningBackend } from '../../../demo/server/start-backend';

const backend = {
  origins: {
    portal: 'http://localhost:7073',
    auth: 'http://localhost:7101',
    profile: 'http://localhost:7102',
    gateway: 'http://localhost:7103',
    chat: 'http://localhost:7104',
    apps: 'http://localhost:7105',
    blog: 'http://localhost:7106',
    errors: 'http://localhost:7107',
  },
} as unknown as RunningBackend;

describe('the settings line `npm start` prints for a host team’s own page', () => {
  it('run as the page’s script, makes its elements on localhost use this backend, signed in, coming back to the page', () => {
    const window: { HostParamsJson?: string } = {};
    runInNewContext(ownPageHostParamsScript(backend, 'http://localhost:8080'), { window });
    const settings = resolveEnvironment('localhost', window.HostParamsJson!, () => {
      throw new Error('the line must parse without a warning');
    });
    expect(settings).toMatchObject({
      UseSampleData: false,
      AuthServerUrl: 'http://localhost:7101',
      AuthServerReturnUrl: 'http://localhost:8080/',
      ProfileApiUrl: 'http://localhost:7102',
      ChatApiUrl: 'http://localhost:7104',
      GatewayUrl: 'http://localhost:7103',
    });
  });

  it('is printed for every trusted origin of the person\'s own pages, one a line under the label, and says how to trust one when there is none', () => {
    const lines = ownPageLines(backend, ['http://localhost:8080', 'http://127.0.0.1:4200']).split('\n');
    expect(lines).toEqual([
      `${ownPageHostParamsScript(backend, 'http://localhost:8080')}  (for http://localhost:8080)`,
      `${' '.repeat(19)}${ownPageHostParamsScript(backend, 'http://127.0.0.1:4200')}  (for http://127.0.0.1:4200)`,
    ]);
    expect(ownPageLines(backend, [])).toContain('PORTAL_ALLOWED_ORIGINS=');
  });
});
