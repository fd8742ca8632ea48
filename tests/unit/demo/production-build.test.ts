import { describe, expect, it } from 'vitest';
import { productionSourcemap } from '../../../demo/production-build';

describe('the production build writes source maps only when asked', () => {
  it('hidden maps (no sourceMappingURL in the code) with PORTAL_BUILD_SOURCEMAP=hidden, none otherwise', () => {
    expect(productionSourcemap('hidden')).toBe('hidden');
    expect(productionSourcemap(undefined)).toBe(false);
    expect(productionSourcemap('true')).toBe(false);
    expect(productionSourcemap('inline')).toBe(false);
  });
});
