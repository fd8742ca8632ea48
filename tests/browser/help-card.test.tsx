import { expect } from 'chai';
import { seriousViolations } from './axe-check';
import { HelpCard, telHref } from '../../src/components/home/help-card';
import { SUPPORT_EMAIL, SUPPORT_PHONE } from '../../src/config/external-links';
import { waitFor } from './wait-for';
import { Stage } from './home-kit';

describe('Help card', () => {
  it('shows the decorative support image, the phone as a tel: link and the e-mail as a mailto: link', async () => {
    const stage = new Stage(400);
    try {
      stage.render(<HelpCard />);
      const card = await waitFor(() => stage.root.querySelector('[part="help-card"]'), 'the help card');
      expect(card.querySelector('h2')?.textContent).to.equal('Need help?');
      expect(card.querySelector('svg')?.getAttribute('aria-hidden')).to.equal('true');
      const phone = card.querySelector<HTMLAnchorElement>('a[href^="tel:"]')!;
      expect(phone.textContent).to.equal(SUPPORT_PHONE);
      expect(phone.getAttribute('href')).to.equal(telHref(SUPPORT_PHONE));
      expect(telHref('+45 70 20 30 40')).to.equal('tel:+4570203040');
      const mail = card.querySelector<HTMLAnchorElement>('a[href^="mailto:"]')!;
      expect(mail.textContent).to.equal(SUPPORT_EMAIL);
      expect(mail.getAttribute('href')).to.equal(`mailto:${SUPPORT_EMAIL}`);
      expect(await seriousViolations(stage.host)).to.deep.equal([]);
    } finally {
      stage.remove();
    }
  });
});
