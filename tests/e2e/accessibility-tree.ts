import type { Page } from 'playwright-core';

/** One node of Chromium's accessibility tree, as the DevTools protocol gives it. */
interface AxNode {
  nodeId: string;
  ignored: boolean;
  role?: { value?: unknown };
  name?: { value?: unknown };
  childIds?: string[];
  parentId?: string;
}

/** Roles that carry nothing a screen reader announces on their own (their children are read). */
const SILENT = new Set(['RootWebArea', 'generic', 'none', 'InlineTextBox', 'LineBreak']);

/** Live regions keep speaking behind a modal (a page announced, an answer arriving). */
const LIVE = new Set(['status', 'alert', 'log', 'marquee', 'timer']);

/** What a screen reader meets on the page: the modal dialogs, and everything else it exposes. */
export interface ExposedTree {
  /** The dialogs and alert dialogs exposed, as `role "name"`. */
  dialogs: string[];
  /** Every other node exposed outside the dialogs and live regions, as `role "name"`. */
  beside: string[];
}

/**
 * Reads the page's main frame's accessibility tree as Chromium gives it to a screen reader
 * (`Accessibility.getFullAXTree`: through shadow roots, with inert and aria-hidden content left
 * out), and splits what it exposes into the dialogs and all the rest. A frame is a node of its own
 * here: exposed, its page can be read.
 */
export async function exposedTree(page: Page): Promise<ExposedTree> {
  const cdp = await page.context().newCDPSession(page);
  try {
    const { nodes } = (await cdp.send('Accessibility.getFullAXTree')) as { nodes: AxNode[] };
    const byId = new Map(nodes.map((node) => [node.nodeId, node]));
    const text = (value: unknown) => (typeof value === 'string' ? value : '');
    const label = (node: AxNode) => `${text(node.role?.value)} "${text(node.name?.value).replace(/\s+/g, ' ').trim().slice(0, 60)}"`;
    const exposed: ExposedTree = { dialogs: [], beside: [] };
    const visit = (node: AxNode) => {
      const role = text(node.role?.value);
      if (!node.ignored) {
        if (role === 'dialog' || role === 'alertdialog') {
          exposed.dialogs.push(label(node));
          return;
        }
        if (LIVE.has(role)) return;
        if (!SILENT.has(role) && !(role === 'StaticText' && !text(node.name?.value).trim())) exposed.beside.push(label(node));
      }
      for (const id of node.childIds ?? []) {
        const child = byId.get(id);
        if (child) visit(child);
      }
    };
    for (const root of nodes.filter((node) => node.parentId === undefined)) visit(root);
    return exposed;
  } finally {
    await cdp.detach();
  }
}
