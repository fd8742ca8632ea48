import { reloadAtHome } from '../../stores/shell-start';
import type { PartName } from '../element-parts';

/** The text of the page shown when the shell could not start or its view failed. */
export const SHELL_FAILED_TEXT = 'The portal could not open this page.';

/** What a person sees instead of a blank element when the shell failed: a way back to the home page. */
export function ShellStartFailed() {
  return (
    <div className="shell shell--signed-out" part={'shell' satisfies PartName}>
      <p role="alert">{SHELL_FAILED_TEXT}</p>
      <button type="button" className="button button--primary" onClick={reloadAtHome}>
        Open the home page
      </button>
    </div>
  );
}
