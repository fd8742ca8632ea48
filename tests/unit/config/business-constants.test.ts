// The business constants and limits, written out in full: the product specification fixes each of
// them, and the rest of the portal computes with them; a change must be a deliberate one (update
// the snapshot with `vitest -u` and review the diff).
import { describe, expect, it } from 'vitest';
import * as constants from '../../../src/config/business-constants';

describe('bundled settings, exactly as specified', () => {
  it('the business constants and limits', () => {
    expect({ ...constants }).toMatchSnapshot();
  });
});
