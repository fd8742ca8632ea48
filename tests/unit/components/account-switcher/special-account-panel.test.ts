// The note the Switch account dialog shows for the special account: named by its title, with the
// active account's name when it is known.
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { SpecialAccountPanel } from '../../../../src/components/account-switcher/special-account-panel';

const panel = (customerName: string | null) =>
  renderToStaticMarkup(createElement(SpecialAccountPanel, { account: customerName ? { customerId: 5150, customerName, partnerId: null, productTags: ['FREE'] } : null }));
const text = (markup: string) => markup.replace(/<[^>]+>/g, '');

describe('SpecialAccountPanel', () => {
  it('is a note labelled by its own title, its icon hidden', () => {
    const markup = panel('Fifty-One Fifty');
    const labelledBy = /role="note" aria-labelledby="([^"]+)"/.exec(markup)?.[1];
    expect(labelledBy).toBeTruthy();
    expect(markup).toContain(`<h3 class="account-switcher__special-title" id="${labelledBy}">Fifty-One Fifty: special account</h3>`);
    expect(markup).toMatch(/<svg [^>]*aria-hidden="true"/);
  });

  it("names the account it acts for, and leaves the name out while the account is not known", () => {
    expect(text(panel('Fifty-One Fifty'))).toContain('You act for account 5150 (Fifty-One Fifty), which has its own arrangements.');
    expect(text(panel(null))).toContain('You act for account 5150, which has its own arrangements.');
  });
});
