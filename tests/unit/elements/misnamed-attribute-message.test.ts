import { describe, expect, it } from 'vitest';
import { misnamedAttributeMessage } from '../../../elements/internal/misnamed-attribute-message';
import type { PropKind } from '../../../elements/internal/attribute-and-style-behaviour';

const SHELL: Record<string, PropKind> = { hostParams: 'object', hostParamsJson: 'string', basePath: 'string', contentPlatform: 'boolean' };

describe('what a misnamed setting is told', () => {
  it('tells the fix for an object: the property, each framework\'s binding and the JSON attribute', () => {
    const message = misnamedAttributeMessage('portal-shell', 'host-params', '[object Object]', { prop: 'hostParams', mistake: 'object' }, SHELL);
    expect(message).toBe(
      '<portal-shell> ignores the attribute host-params="[object Object]": hostParams takes an object, which an attribute cannot carry. ' +
        'Set the hostParams property (Vue: :hostParams or .hostParams, Angular: [hostParams], React 19: hostParams={…}), or give JSON text in the host-params-json attribute.',
    );
  });

  it('tells the kebab-case attribute for a lowercased name, and shortens a long value', () => {
    const message = misnamedAttributeMessage('portal-chat', 'chatapiurl', `https://chat.example/${'x'.repeat(60)}`, { prop: 'chatApiUrl', mistake: 'case' }, {});
    expect(message).toContain('ignores the attribute chatapiurl="https://chat.example/xxxxxxxxxxxxxxxxxxx…"');
    expect(message).toContain('Write chat-api-url="…"');
  });

  it('offers a JSON attribute only to a property that has one', () => {
    const message = misnamedAttributeMessage('portal-shell', 'theme', '[object Object]', { prop: 'theme', mistake: 'object' }, SHELL);
    expect(message).toContain('Set the theme property (Vue: :theme or .theme, Angular: [theme], React 19: theme={…}).');
    expect(message).not.toContain('JSON');
  });
});
