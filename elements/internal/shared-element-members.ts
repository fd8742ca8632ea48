import { whenReady } from './element-ready';
import { PACKAGE_VERSION } from './package-version';
import type { ReactElementConstructor } from './create-element-class';

/** Starts following the page's state for one connected element; returns what stops it. */
export type Follow = (element: HTMLElement) => () => void;

/**
 * The members every Portal element shares, on top of its r2wc class (attribute-and-style-behaviour.ts adds the
 * attribute and style behaviour): the package version, `whenReady`, and (given `follow`) the
 * page's state followed while the element is connected, stopped when it leaves the page.
 * @mixin
 */
export const SharedElementMembers = <T extends ReactElementConstructor>(Base: T, follow?: Follow) =>
  class SharedElementMembers extends Base {
    /** The version of the portal-shell package this element comes from (package.json's, e.g. `0.2.0`). */
    static readonly version: string = PACKAGE_VERSION;

    /**
     * Resolves once the element's first render is on the page, the moment `portal-ready` is dispatched;
     * at once when it already is.
     * @returns {Promise<void>} A promise that settles after the first render.
     */
    whenReady(): Promise<void> {
      return whenReady(this);
    }

    #stopFollowing: (() => void) | undefined;

    connectedCallback(): void {
      super.connectedCallback();
      if (follow !== undefined) this.#stopFollowing ??= follow(this);
    }

    disconnectedCallback(): void {
      super.disconnectedCallback();
      this.#stopFollowing?.();
      this.#stopFollowing = undefined;
    }
  };
