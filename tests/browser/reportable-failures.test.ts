import { expect } from 'chai';
import { cloneable } from './reportable-failures';

/** The assertion error `assertion` throws. */
function failureOf(assertion: () => void): { actual?: unknown; expected?: unknown; message: string } {
  try {
    assertion();
  } catch (error) {
    return error as { actual?: unknown; expected?: unknown; message: string };
  }
  throw new Error('the assertion passed');
}

describe('a failed assertion reaches the runner', () => {
  it('names a DOM element it compared as text, so that the file’s results can be sent', () => {
    const link = document.createElement('a');
    link.id = 'help';
    const failure = failureOf(() => expect(document.body).to.equal(link));
    expect(failure.actual).to.be.a('string').and.to.include('body');
    expect(failure.expected).to.be.a('string').and.to.include('help');
    expect(cloneable({ actual: failure.actual, expected: failure.expected, message: failure.message })).to.equal(true);
  });

  it('keeps values that can be sent as they are', () => {
    const failure = failureOf(() => expect({ count: 2 }).to.deep.equal({ count: 3 }));
    expect(failure.actual).to.deep.equal({ count: 2 });
    expect(failure.expected).to.deep.equal({ count: 3 });
  });
});
