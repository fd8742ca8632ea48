import { useId } from 'react';
import { SUPPORT_EMAIL, SUPPORT_PHONE } from '../../config/external-links';
import type { PartName } from '../element-parts';

/** A `tel:` link for a phone number as people write it: digits and a leading plus only. */
export function telHref(phone: string): string {
  const trimmed = phone.trim();
  return `tel:${trimmed.startsWith('+') ? '+' : ''}${trimmed.replace(/\D/g, '')}`;
}

/** The support illustration: a headset and a speech bubble, drawn inline (no file to serve), decorative. */
function SupportIllustration() {
  return (
    <svg className="help-card__image" viewBox="0 0 120 96" width="120" height="96" aria-hidden="true" focusable="false">
      <rect x="6" y="10" width="108" height="80" rx="14" fill="currentColor" opacity="0.08" />
      <path d="M38 50a22 22 0 0 1 44 0" fill="none" stroke="currentColor" strokeWidth="5" strokeLinecap="round" />
      <rect x="30" y="48" width="12" height="20" rx="5" fill="currentColor" />
      <rect x="78" y="48" width="12" height="20" rx="5" fill="currentColor" />
      <path d="M84 68c0 8-8 12-18 12" fill="none" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
      <circle cx="64" cy="80" r="4" fill="currentColor" />
      <path d="M86 16h20a6 6 0 0 1 6 6v10a6 6 0 0 1-6 6h-12l-6 6v-6h-2a6 6 0 0 1-6-6V22a6 6 0 0 1 6-6z" fill="currentColor" opacity="0.55" />
      <circle cx="90" cy="27" r="2" fill="#fff" />
      <circle cx="96" cy="27" r="2" fill="#fff" />
      <circle cx="102" cy="27" r="2" fill="#fff" />
    </svg>
  );
}

/** The "Need help?" card: a support image, the support phone and e-mail. */
export function HelpCard() {
  const titleId = useId();
  return (
    <section className="help-card" part={'help-card' satisfies PartName} aria-labelledby={titleId}>
      <SupportIllustration />
      <div className="help-card__body">
        <h2 className="help-card__title" id={titleId}>
          Need help?
        </h2>
        <p className="help-card__text">Our support team is happy to help you.</p>
        <dl className="help-card__contacts">
          <div className="help-card__contact">
            <dt>Phone</dt>
            <dd>
              <a href={telHref(SUPPORT_PHONE)}>{SUPPORT_PHONE}</a>
            </dd>
          </div>
          <div className="help-card__contact">
            <dt>E-mail</dt>
            <dd>
              <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>
            </dd>
          </div>
        </dl>
      </div>
    </section>
  );
}
