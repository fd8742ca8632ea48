// The full-page loader: a polite status naming what loads, its spinner hidden from assistive technology.
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { FullPageLoader } from '../../../../src/components/shell/full-page-loader';

describe('FullPageLoader', () => {
  it('is a polite status (part "loader") whose text is its label, the spinner aria-hidden', () => {
    expect(renderToStaticMarkup(createElement(FullPageLoader, { label: 'Signing in' }))).toBe(
      '<div class="full-page-loader" role="status" aria-live="polite" part="loader"><span class="full-page-loader__spinner" aria-hidden="true"></span><span class="full-page-loader__label">Signing in</span></div>',
    );
  });
});
