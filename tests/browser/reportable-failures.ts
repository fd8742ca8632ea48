// The runner sends a file's results as a structured clone (web-dev-server's `stable()`): a failed
// assertion whose actual or expected value cannot be cloned (a DOM element, say:
// `expect(root.activeElement).to.equal(link)`) made the clone throw, so the file's results never
// left the page and the runner said only, 120 s later, that the file did not finish. Such a value
// goes as chai's own description of it instead, and the failure is reported at once, by name.
import * as chai from 'chai';

/** Whether the runner can send `value` as it is. */
export function cloneable(value: unknown): boolean {
  try {
    structuredClone(value);
    return true;
  } catch {
    return false;
  }
}

chai.use((api, utils) => {
  const assert = api.Assertion.prototype.assert;
  api.Assertion.prototype.assert = function (this: Chai.AssertionStatic, ...args: Parameters<typeof assert>) {
    try {
      return assert.apply(this, args);
    } catch (error) {
      if (error instanceof api.AssertionError) {
        const failed = error as InstanceType<typeof api.AssertionError> & { actual?: unknown; expected?: unknown };
        if (!cloneable(failed.actual)) failed.actual = utils.inspect(failed.actual);
        if (!cloneable(failed.expected)) failed.expected = utils.inspect(failed.expected);
      }
      throw error;
    }
  };
});
