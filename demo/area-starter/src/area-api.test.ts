// The starter's API module against the fake shell, in Node (no DOM): the code that talks to the shell.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createBareWindow, createFakeShell, type FakeShell } from 'portal-shell/testing';
import { createAreaApi } from './area-api';
import { createShellClient, type ShellClient } from 'portal-shell/client';

const SHELL = 'https://portal.test';
const GATEWAY = 'https://gateway.area.test/';

let fake: FakeShell;
let shell: ShellClient | null;

beforeEach(() => {
  const win = createBareWindow();
  fake = createFakeShell({ window: win, origin: SHELL, token: () => `tok_${fake.messages.length}` });
  shell = createShellClient({ allowedShellOrigins: [SHELL], window: win });
});
afterEach(() => {
  shell?.dispose();
  fake.dispose();
});

/** A gateway that answers `status` and records what it was asked. */
function gateway(status = 200) {
  return vi.fn(async (_url: URL | RequestInfo, _init?: RequestInit) => new Response(JSON.stringify({ ok: true }), { status }));
}

describe('the area starter against the fake shell', () => {
  it('calls the gateway with the token the shell issued on ready, in a header and never in the URL', async () => {
    const fetch = gateway();
    const api = createAreaApi(shell, { gatewayUrl: GATEWAY, fetch });
    shell?.ready();
    const { token } = await fake.renewToken();
    await expect(api.get('/reports', 1001)).resolves.toEqual({ ok: true });
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(new Headers(init?.headers).get('Authorization')).toBe(`Bearer ${token}`);
    expect(String(url)).not.toContain(token);
    fake.assertNoDroppedMessages();
  });

  it('uses the renewed token after a renewal', async () => {
    const fetch = gateway();
    const api = createAreaApi(shell, { gatewayUrl: GATEWAY, fetch });
    await fake.renewToken();
    const renewed = await fake.renewToken();
    await api.get('/reports', 1001);
    expect(new Headers(fetch.mock.calls[0]?.[1]?.headers).get('Authorization')).toBe(`Bearer ${renewed.token}`);
  });

  it('reports a 403 to the shell, which answers that it handled it', async () => {
    const api = createAreaApi(shell, { gatewayUrl: GATEWAY, fetch: gateway(403) });
    const replies: unknown[] = [];
    shell?.onGatewayReply((reply) => replies.push(reply));
    await fake.renewToken();
    await expect(api.get('/reports', 4030)).resolves.toBeNull();
    const result = await fake.next('gatewayResult');
    expect(result).toMatchObject({ status: 403, customerId: 4030 });
    await vi.waitFor(() => expect(replies).toEqual([{ requestId: result.requestId, handled: true }]));
    fake.assertNoDroppedMessages();
  });

  it('asks nothing of the gateway before the shell has issued a token', async () => {
    const fetch = gateway();
    await expect(createAreaApi(shell, { gatewayUrl: GATEWAY, fetch }).get('/reports', 1001)).resolves.toBeNull();
    expect(fetch).not.toHaveBeenCalled();
  });
});
