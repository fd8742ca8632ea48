import { describe, expect, it } from 'vitest';
import { misnamedAttributes, toAttributeName } from '../../../elements/internal/misnamed-attributes';
import type { PropKind } from '../../../elements/internal/attribute-and-style-behaviour';

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
    expect(toAttributeName('selectedCustomerId')).toBe('selected-customer-id');
  });
});
