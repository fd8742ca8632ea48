// Plain DOM, no React: <portal-chat>'s launcher adopts its styles through this before React loads.
const sheets = new Map<string, CSSStyleSheet>();

/** One constructable stylesheet per CSS text, shared by every element of the document. */
function sheetFor(cssText: string): CSSStyleSheet {
  let sheet = sheets.get(cssText);
  if (!sheet) {
    sheet = new CSSStyleSheet();
    sheet.replaceSync(cssText);
    sheets.set(cssText, sheet);
  }
  return sheet;
}

/**
 * Adds the given CSS texts to a shadow root (or a document) as adopted stylesheets, after the
 * ones it already has. Adding the same text twice is a no-op, so lazily loaded parts can call it freely.
 */
export function adoptStyles(root: DocumentOrShadowRoot, ...cssTexts: string[]): void {
  const current = root.adoptedStyleSheets;
  const added = cssTexts.map(sheetFor).filter((sheet) => !current.includes(sheet));
  if (added.length > 0) root.adoptedStyleSheets = [...current, ...added];
}
