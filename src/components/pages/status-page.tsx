import type { ReactNode } from 'react';
import { navigate } from '../../stores/routing';

/** Props of {@link StatusPage}. */
export interface StatusPageProps {
  title: string;
  children: ReactNode;
  /** A name for the page region, for `::part()` and tests. */
  part: string;
}

/** A landing page with a message and a way home (Not Found, Not Allowed, locked products). */
export function StatusPage({ title, children, part }: StatusPageProps) {
  return (
    <section className="status-page" part={part} aria-labelledby={`${part}-title`}>
      <h1 className="status-page__title" id={`${part}-title`}>
        {title}
      </h1>
      <div className="status-page__body">{children}</div>
      <button type="button" className="button button--primary" onClick={() => void navigate('/')}>
        Go to the home page
      </button>
    </section>
  );
}

/** Not Found: any path the portal does not know, and locked items without a landing page. */
export function NotFoundPage() {
  return (
    <StatusPage title="Page not found" part="not-found">
      <p>The page you asked for does not exist, or it is not available for this account.</p>
    </StatusPage>
  );
}

/** Props of {@link NotAllowedPage}. */
export interface NotAllowedPageProps {
  customerId: number;
}

/** Not Allowed: an embedded app's gateway answered 403 for the customer. */
export function NotAllowedPage({ customerId }: NotAllowedPageProps) {
  return (
    <StatusPage title="Not allowed" part="not-allowed">
      <p>You are not allowed to see this page for account {customerId}.</p>
    </StatusPage>
  );
}
