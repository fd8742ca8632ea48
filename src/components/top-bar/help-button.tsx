import { HELP_CENTER_URL } from '../../config/external-links';
import { recordPageVisit } from '../../stores/reporting/reporting';
import { Icon } from '../sidebar/sidebar-icons';

const recordHelpVisit = () => recordPageVisit('Help', 'Help Center');

/** The top bar's Help button: opens the help centre in a new tab and records a page visit. */
export function HelpButton() {
  return (
    <a
      className="button top-bar__help"
      href={HELP_CENTER_URL}
      target="_blank"
      rel="noopener noreferrer"
      onClick={recordHelpVisit}
      // A middle click opens the help centre too.
      onAuxClick={(event) => {
        if (event.button === 1) recordHelpVisit();
      }}
    >
      <Icon name="help" />
      <span>Help</span>
    </a>
  );
}
