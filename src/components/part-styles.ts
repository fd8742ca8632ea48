import { useEnvironmentContext } from '@ark-ui/react/environment';
import { useInsertionEffect } from 'react';
import { adoptStyles } from './adopt-styles';

/**
 * Adopts a part's stylesheets into the root it renders in (its element's shadow root, from Ark's
 * environment; the document outside one), before the part is first painted. A part that loads on
 * demand (the home page's content, a dialog, the chat) brings its CSS with it, so that CSS is
 * neither fetched nor parsed on the first-paint path of the element that shows it. Pass a constant
 * array.
 */
export function usePartStyles(cssTexts: readonly string[]): void {
  const { getRootNode } = useEnvironmentContext();
  useInsertionEffect(() => {
    const root = getRootNode();
    if ('adoptedStyleSheets' in root) adoptStyles(root, ...cssTexts);
  }, [getRootNode, cssTexts]);
}
