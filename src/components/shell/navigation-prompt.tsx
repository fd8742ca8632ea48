import { useStore } from '@nanostores/react';
import { Dialog } from '@ark-ui/react/dialog';
import { $navigationPrompt, answerNavigation } from '../../stores/platform/platform';
import { ConfirmDialog } from './confirm-dialog';
import type { PartName } from '../element-parts';

/** The dirty-state warning. */
export const UNSAVED_CHANGES_TEXT =
  'You have unsaved changes. If you leave, all the details you have entered will be lost. Are you sure you want to leave?';

/**
 * The navigation confirmation: Stay or Leave when there are unsaved changes. Escape means
 * Stay; focus starts on Stay, the safe answer.
 */
export function NavigationPrompt() {
  const prompt = useStore($navigationPrompt);
  return (
    <ConfirmDialog open={prompt !== null} onAnswer={answerNavigation} title="Unsaved changes" part={'navigation-prompt' satisfies PartName} safeLabel="Stay" actLabel="Leave">
      <Dialog.Description>{UNSAVED_CHANGES_TEXT}</Dialog.Description>
    </ConfirmDialog>
  );
}
