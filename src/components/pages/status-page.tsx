import type { ReactNode } from 'react';
import { navigate } from '../../stores/routing/routing';
import type { PartName } from '../element-parts';

/** Props of {@link StatusPage}. */
export interface StatusPageProps {
  title: string;
  children: ReactNode;
  /** A name for the page region, for `::part()` and tests. */
  part: PartName;
  /** The page's one button; without it, the way to the home page. */
  action?: { label: string; onClick: () => void };
}

const GO_HOME = { label: 'Go to the home page', onClick: () => void navigate('/') };

/** A landing page with a message and one way on: home (Not Found, Not Allowed, locked products), or the action given. */
export function StatusPage({ title, children, part, action = GO_HOME }: StatusPageProps) {
  return (
    <section className="status-page" part={part} aria-labelledby={`${part}-title`}>
      <h1 className="status-page__title" id={`${part}-title`}>
        {title}
      </h1>
      <div className="status-page__body">{children}</div>
      <button type="button" className="button button--primary" onClick={action.onClick}>
        {action.label}
      </button>
    </section>
  );
}

/** Not Found: any path the portal does not know, and locked items without a landing page. */
export function NotFoundPage() {
  return (
    <StatusPage title="Page not found" part={'not-found' satisfies PartName}>
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
    <StatusPage title="Not allowed" part={'not-allowed' satisfies PartName}>
      <p>You are not allowed to see this page for account {customerId}.</p>
    </StatusPage>
  );
}

/** Props of {@link UserDataUnavailablePage}. */
export interface UserDataUnavailablePageProps {
  onRetry: () => void;
}

/** The user's details could not be loaded for a server error: the session stands, Try again asks again. */
export function UserDataUnavailablePage({ onRetry }: UserDataUnavailablePageProps) {
  return (
    <StatusPage title="Your details could not be loaded" part={'user-data-unavailable' satisfies PartName} action={{ label: 'Try again', onClick: onRetry }}>
      <p role="alert">The portal’s server did not answer as it should. You are still signed in: try again in a moment.</p>
    </StatusPage>
  );
}
