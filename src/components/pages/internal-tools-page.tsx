import { useStore } from '@nanostores/react';
import { CUSTOMER_PLACEHOLDER } from '../../config/business-constants';
import { isHttpUrl } from '../../config/safe-url';
import { $menu, $internalToolsAccess, mayOpenInternalTool, requestInternalToolsAccess, $selectedCustomer } from '../../stores/access/access';
import { $basePath, $portalPath, navigate } from '../../stores/routing/routing';
import type { PartName } from '../element-parts';
import partCss from './internal-tools-page.css?inline';
import { usePartStyles } from '../part-styles';

const INTERNAL_TOOLS_STYLES = [partCss];

/** Replaces the customer-id placeholder segment of a link with the current customer id. */
function withCustomerId(link: string, customerId: number | null): string {
  if (customerId === null) return link;
  return link.replace(new RegExp(`(^|[/=])${CUSTOMER_PLACEHOLDER}(?=$|[/?#&])`, 'g'), `$1${customerId}`);
}

/** A click or middle click on an external tool goes through only while its access is valid; else it is asked for again. */
const holdUnlessAccess = (event: { preventDefault(): void }) => {
  if (!mayOpenInternalTool()) event.preventDefault();
};

/** What the page says about the access the external tools need, while it is not there. */
function AccessStatus() {
  const access = useStore($internalToolsAccess);
  if (access.status === 'pending') {
    return (
      <p className="internal-tools__status" role="status">
        Preparing your access to the internal tools…
      </p>
    );
  }
  if (access.status === 'failed') {
    return (
      <div className="internal-tools__status" role="alert">
        <p>Your access to the internal tools could not be prepared.</p>
        <button type="button" className="button" onClick={() => requestInternalToolsAccess()}>
          Try again
        </button>
      </div>
    );
  }
  return null;
}

/**
 * Internal tools: the tools of the menu with title and description, hidden ones
 * skipped. Absolute links open in a new tab; the others navigate inside the portal after the
 * confirmation, and not when already there.
 *
 * The external tools need the access cookie, asked for when this page opens: their links
 * are links only once it exists for the current customer, so that a click opens the tab at once
 * (a plain link with the click's own activation: no popup blocker, `noopener` kept).
 */
export function InternalToolsPage() {
  usePartStyles(INTERNAL_TOOLS_STYLES);
  const menu = useStore($menu);
  const { customerId } = useStore($selectedCustomer);
  const path = useStore($portalPath);
  const basePath = useStore($basePath);
  const access = useStore($internalToolsAccess);
  const accessReady = access.status === 'ready' && access.customerId === customerId;
  const tools = menu.internaltools.filter((tool) => !tool.isHidden);

  return (
    <section className="internal-tools" part={'internal-tools' satisfies PartName} aria-labelledby="internal-tools-title">
      <h1 id="internal-tools-title">Internal tools</h1>
      <AccessStatus />
      <ul className="internal-tools__list">
        {tools.map((tool) => {
          const link = withCustomerId(tool.href ?? tool.route, customerId);
          return (
            <li key={tool.id} className="internal-tools__item">
              {isHttpUrl(link) ? (
                accessReady ? (
                  <a
                    className="internal-tools__link"
                    href={link}
                    target="_blank"
                    rel="noopener noreferrer"
                    onClick={holdUnlessAccess}
                    onAuxClick={(event) => {
                      if (event.button === 1) holdUnlessAccess(event);
                    }}
                  >
                    {tool.title}
                  </a>
                ) : (
                  <a className="internal-tools__link" aria-disabled="true">
                    {tool.title}
                  </a>
                )
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
