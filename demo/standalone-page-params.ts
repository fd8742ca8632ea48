import type { EnvironmentSettings } from '../src/config/environment-types';

/** The standalone page's element, as demo/index.html writes it. */
const ELEMENT = '<portal-shell>';

const escapeAttribute = (text: string) => text.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

/**
 * The standalone page (demo/index.html) with its settings rendered into `<portal-shell
 * host-params-json="…">`, as a host's server would write them: no script to fetch or run before
 * the portal's modules (parsing never waits for the network), and no inline script, so the strict
 * Content-Security-Policy stays.
 */
export function withHostParams(html: string, params: EnvironmentSettings): string {
  if (!html.includes(ELEMENT)) throw new Error(`The standalone page has no ${ELEMENT} to give its settings to.`);
  return html.replace(ELEMENT, `<portal-shell host-params-json="${escapeAttribute(JSON.stringify(params))}">`);
}
