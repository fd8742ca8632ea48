import { useStore } from '@nanostores/react';
import { CUSTOMER_PLACEHOLDER } from '../../config/business-constants';
import { $menu } from '../../stores/definitions';
import { $basePath, $portalPath, navigate } from '../../stores/routing';
import { $selectedCustomer } from '../../stores/selected-customer';

const isAbsolute = (link: string) => /^https?:\/\//i.test(link);

/** Replaces the customer-id placeholder segment of a link with the current customer id (SPEC 2.5). */
export function withCustomerId(link: string, customerId: number | null): string {
  if (customerId === null) return link;
  return link.replace(new RegExp(`(^|[/=])${CUSTOMER_PLACEHOLDER}(?=$|[/?#&])`, 'g'), `$1${customerId}`);
}

/**
 * Internal tools (SPEC 2.5): the tools of the menu with title and description, hidden ones
 * skipped. Absolute links open in a new tab; the others navigate inside the portal after the
 * confirmation, and not when already there.
 */
export function InternalToolsPage() {
  const menu = useStore($menu);
  const { customerId } = useStore($selectedCustomer);
  const path = useStore($portalPath);
  const basePath = useStore($basePath);
  const tools = menu.internaltools.filter((tool) => !tool.isHidden);

  return (
    <section className="internal-tools" part="internal-tools" aria-labelledby="internal-tools-title">
      <h1 id="internal-tools-title">Internal tools</h1>
      <ul className="internal-tools__list">
        {tools.map((tool) => {
          const link = withCustomerId(tool.href ?? tool.route, customerId);
          return (
            <li key={tool.id} className="internal-tools__item">
              {isAbsolute(link) ? (
                <a className="internal-tools__link" href={link} target="_blank" rel="noopener noreferrer">
                  {tool.title}
                </a>
              ) : (
                <a
                  className="internal-tools__link"
                  href={`${basePath}${link}`}
                  aria-current={path === link ? 'page' : undefined}
                  onClick={(event) => {
                    event.preventDefault();
                    if (path !== link) void navigate(link);
                  }}
                >
                  {tool.title}
                </a>
              )}
              {tool.shortDescription && <p className="internal-tools__description">{tool.shortDescription}</p>}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
