import { PROFESSIONAL_SERVICES_EMAIL } from '../../config/external-links';
import type { MenuSubItem } from '../../config/menu-types';
import type { PartName } from '../element-parts';
import { StatusPage } from './status-page';

/** Props of {@link LandingPage}. */
export interface LandingPageProps {
  entry: MenuSubItem;
}

/** The named landing page of a locked item: what the product does and how to get it. */
export function LandingPage({ entry }: LandingPageProps) {
  return (
    <StatusPage title={entry.title} part={'landing-page' satisfies PartName}>
      <p>{`You don't have access to ${entry.title}.`}</p>
      <p>
        Contact the Professional Services team at <a href={`mailto:${PROFESSIONAL_SERVICES_EMAIL}`}>{PROFESSIONAL_SERVICES_EMAIL}</a> to
        activate this product.
      </p>
      {entry.URLLink && (
        <p>
          <a href={entry.URLLink} target="_blank" rel="noopener noreferrer">
            Read more about {entry.title}
          </a>
        </p>
      )}
    </StatusPage>
  );
}
