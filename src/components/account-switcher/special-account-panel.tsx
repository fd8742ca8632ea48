import { useId } from 'react';
import type { Account } from './account-filter';

/** Props of {@link SpecialAccountPanel}. */
export interface SpecialAccountPanelProps {
  /** The active account: customer SPECIAL_PANEL_CUSTOMER_ID (5150). */
  account: Account | null;
}

/** The extra panel of the "Switch account" dialog, shown only for customer 5150. */
export function SpecialAccountPanel({ account }: SpecialAccountPanelProps) {
  const titleId = useId();
  return (
    <section className="account-switcher__special" role="note" aria-labelledby={titleId}>
      <svg className="account-switcher__special-icon" viewBox="0 0 20 20" width="20" height="20" aria-hidden="true">
        <circle cx="10" cy="10" r="9" fill="currentColor" />
        <path d="M10 5.5v6M10 13.5v1.2" stroke="#fff" strokeWidth="2" strokeLinecap="round" />
      </svg>
      <div>
        <h3 className="account-switcher__special-title" id={titleId}>
          Fifty-One Fifty: special account
        </h3>
        <p className="account-switcher__special-text">
          You act for account 5150{account ? ` (${account.customerName})` : ''}, which has its own arrangements. Check with its
          account team before you change its settings.
        </p>
      </div>
    </section>
  );
}
