// What the console warning says when HostParamsJson is ignored, and the URL fields the existing
// environment tests leave out (the blog feed and the error-reporting DSN).
import { describe, expect, it, vi } from 'vitest';
import { ENVIRONMENTS } from '../../../src/config/environments';
import { parseHostParams, resolveEnvironment } from '../../../src/config/resolve-environment';

describe('why HostParamsJson was ignored', () => {
  it('invalid JSON: says so, with the JSON parser\'s own message', () => {
    let parserMessage = '';
    try {
      JSON.parse('{"EnvName":');
    } catch (error) {
      parserMessage = (error as Error).message;
    }
    expect(parseHostParams('{"EnvName":')).toEqual({ ok: false, reason: `HostParamsJson is not valid JSON (${parserMessage}); it is ignored.` });
  });

  it('JSON that is no object: says so', () => {
    for (const input of ['[]', '7', '"Dev"', 'null']) {
      expect(parseHostParams(input)).toEqual({ ok: false, reason: 'HostParamsJson is not a JSON object; it is ignored.' });
    }
  });

  it('the reason is what resolveEnvironment warns with', () => {
    const warn = vi.fn<(message: string) => void>();
    resolveEnvironment('portal.example', '[1]', warn);
    expect(warn).toHaveBeenCalledWith('HostParamsJson is not a JSON object; it is ignored.');
  });
});

describe('every URL field may be overridden with an http(s) URL', () => {
  it.each(['BlogFeedUrl', 'SentryDsn', 'AuthServerReturnUrl'] as const)('%s', (field) => {
    const warn = vi.fn<(message: string) => void>();
    const settings = resolveEnvironment('portal.example', { [field]: 'https://override.example/x' }, warn);
    expect(settings[field]).toBe('https://override.example/x');
    expect({ ...settings, [field]: ENVIRONMENTS.Production[field] }).toEqual(ENVIRONMENTS.Production);
    expect(warn).not.toHaveBeenCalled();
    expect(resolveEnvironment('portal.example', { [field]: 'ftp://override.example/x' }, warn)[field]).toBe(ENVIRONMENTS.Production[field]);
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('a URL the URL parser refuses is ignored', () => {
    const settings = resolveEnvironment('portal.example', { GatewayUrl: 'https://exa mple.com:99999' }, () => {});
    expect(settings.GatewayUrl).toBe(ENVIRONMENTS.Production.GatewayUrl);
  });
});

describe('a URL field must be text', () => {
  it.each([
    ['a list holding a URL', ['https://auth.custom.example']],
    ['an object whose text is a URL', { toString: (): string => 'https://auth.custom.example' }],
  ])('%s is ignored', (_label, value) => {
    const settings = resolveEnvironment('portal.example', { AuthServerUrl: value }, () => {});
    expect(settings.AuthServerUrl).toBe(ENVIRONMENTS.Production.AuthServerUrl);
  });
});
