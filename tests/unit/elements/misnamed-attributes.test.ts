import { describe, expect, it } from 'vitest';
import { misnamedAttributes, toAttributeName } from '../../../elements/internal/misnamed-attributes';
import { misnamedAttributeMessage } from '../../../elements/internal/misnamed-attribute-message';
import type { PropKind } from '../../../elements/internal/portal-element';

const SHELL: Record<string, PropKind> = { hostParams: 'object', hostParamsJson: 'string', basePath: 'string', contentPlatform: 'boolean' };

describe('misnamed attributes: settings a host writes where the element never reads them', () => {
  it('names a property that takes an object, as an attribute and lowercased', () => {
    const misnamed = misnamedAttributes(SHELL);
    expect(misnamed.get('host-params')).toEqual({ prop: 'hostParams', mistake: 'object' });
    expect(misnamed.get('hostparams')).toEqual({ prop: 'hostParams', mistake: 'object' });
  });

  it('names every camelCase property lowercased, and never a real attribute', () => {
    const misnamed = misnamedAttributes({ ...SHELL, count: 'number', customerId: 'number' });
    expect([...misnamed.keys()].sort()).toEqual(['basepath', 'contentplatform', 'customerid', 'host-params', 'hostparams', 'hostparamsjson']);
    for (const attribute of ['host-params-json', 'base-path', 'count', 'customer-id']) expect(misnamed.has(attribute)).toBe(false);
  });

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
    expect(toAttributeName('selectedCustomerId')).toBe('selected-customer-id');
  });
});
