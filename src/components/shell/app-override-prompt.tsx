import { useStore } from '@nanostores/react';
import { Dialog } from '@ark-ui/react/dialog';
import { $overridesToConfirm, answerOverrides } from '../../stores/access/access';
import { ConfirmDialog } from './confirm-dialog';
import type { PartName } from '../element-parts';

/**
 * The confirmation of the app overrides an address asked for: it names each area and the origin
 * it would load from, Apply or Cancel. Escape and a click outside mean Cancel; focus starts on
 * Cancel, the safe answer (the area would receive the person's token).
 */
export function AppOverridePrompt() {
  const asked = useStore($overridesToConfirm);
  return (
    <ConfirmDialog open={asked.length > 0} onAnswer={answerOverrides} title="Load an area from a dev server?" part={'app-override-prompt' satisfies PartName} safeLabel="Cancel" actLabel="Apply">
      <Dialog.Description>This link asks to load, in this browser, for you only:</Dialog.Description>
      <ul className="app-override-prompt__list">
        {asked.map(({ appPrefix, origin }) => (
          <li key={appPrefix}>
            the area /{appPrefix}/ from {origin}
          </li>
        ))}
      </ul>
      <p>That server receives your access token for the area. Apply only for a dev server you run yourself.</p>
    </ConfirmDialog>
  );
}
