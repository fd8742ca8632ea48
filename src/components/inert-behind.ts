import { useCallback, useLayoutEffect, useRef } from 'react';

/** How many open modals hold each element inert that was not inert before the first of them. */
const holders = new Map<HTMLElement, number>();

/** A live region keeps speaking behind a modal (an answer arriving, a page announced). */
const isLiveRegion = (element: HTMLElement) => element.hasAttribute('aria-live') || /^(status|alert|log)$/.test(element.getAttribute('role') ?? '');

/** The composed parent: across a shadow root to its host. */
function composedParent(node: Element): { parent: ParentNode; next: Element | null } | null {
  const parent = node.parentNode;
  if (!parent) return null;
  if (parent instanceof ShadowRoot) return { parent, next: parent.host };
  return { parent, next: parent instanceof Element ? parent : null };
}

/**
 * Makes inert everything beside the path from `kept` up to the document's body, through shadow
 * roots: what a native modal `<dialog>` (the phone's drawer) does to the page behind it, for a
 * dialog that is not one. Ark's modal dialogs hide the page from the body down only, so the rest
 * of the shadow root they are portalled into (the shell's banner, main and headings) stays exposed
 * without this. Live regions beside the path are left alone. Elements already inert are left as
 * they are; overlapping modals count, and the last to go gives each element back. Returns the undo.
 */
export function inertBehind(kept: Element[]): () => void {
  const onPath = new Set<Node>();
  for (const element of kept) {
    for (let node: Element | null = element; node; node = composedParent(node)?.next ?? null) onPath.add(node);
  }
  const taken: HTMLElement[] = [];
  const body = kept[0]?.ownerDocument.body;
  const seen = new Set<ParentNode>();
  for (const element of kept) {
    for (let node: Element | null = element; node && node !== body; ) {
      const step = composedParent(node);
      if (!step) break;
      if (!seen.has(step.parent)) {
        seen.add(step.parent);
        for (const sibling of Array.from(step.parent.children)) {
          if (onPath.has(sibling) || !(sibling instanceof HTMLElement) || isLiveRegion(sibling)) continue;
          const count = holders.get(sibling);
          if (count === undefined && sibling.inert) continue;
          if (count === undefined) sibling.inert = true;
          holders.set(sibling, (count ?? 0) + 1);
          taken.push(sibling);
        }
      }
      node = step.next;
    }
  }
  return () => {
    for (const element of taken) {
      const count = (holders.get(element) ?? 1) - 1;
      if (count > 0) holders.set(element, count);
      else {
        holders.delete(element);
        element.inert = false;
      }
    }
  };
}

/** The focused element, looking inside open shadow roots; null for the body. */
function deepActiveElement(document: Document): HTMLElement | null {
  let active = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active instanceof HTMLElement && active !== document.body ? active : null;
}

/**
 * While `active`, everything of ours and of the page behind a modal is inert (see
 * {@link inertBehind}).
 * @param active The modal is open (and modal: a popup beside the page is not).
 * @param content The dialog's content element.
 * @param backdrop The dialog's backdrop, which takes the presses beside it.
 * @returns Where focus was when the page went inert (while that element is still in the page): the
 * browser moves focus off an inert element to the body before the next frame, and Ark's focus trap
 * notes where to give focus back only in a frame callback, so on a busy machine it would note the body.
 */
export function useInertBehind(active: boolean, content: Element | null, backdrop?: Element | null): () => HTMLElement | null {
  const focusedBefore = useRef<HTMLElement | null>(null);
  useLayoutEffect(() => {
    if (!active || !content) return undefined;
    focusedBefore.current = deepActiveElement(content.ownerDocument);
    return inertBehind(backdrop ? [content, backdrop] : [content]);
  }, [active, content, backdrop]);
  return useCallback(() => (focusedBefore.current?.isConnected ? focusedBefore.current : null), []);
}
