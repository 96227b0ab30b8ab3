import { Icon, IconButton } from '@chakra-ui/react';
import { useId, useState } from 'react';
import { Tooltip } from '../components/Tooltip';
import { shellStrings } from '../strings';
import { shellIcons } from './icons';

/**
 * A window the app itself opened (a presenter's second display, a sign-in popup, a map opened from a
 * course) can only be closed by script, and a browser shows no close control for it in full screen or on
 * a projector: such a window gets a Close button at the end of its top bar (spec 3 section 2.5, "an
 * optional close button"). Any other window has none: a script may not close a tab the user opened.
 */
function openedByAnotherWindow(): boolean {
  return typeof window !== 'undefined' && window.opener !== null && window.opener !== undefined;
}

export function CloseWindowButton() {
  const [closable] = useState(openedByAnotherWindow);
  const triggerId = useId();
  if (!closable) return null;
  return (
    <Tooltip content={shellStrings.closeWindow.tooltip} triggerId={triggerId}>
      <IconButton
        id={triggerId}
        variant="ghost"
        size="sm"
        aria-label={shellStrings.closeWindow.label}
        onClick={() => window.close()}
      >
        <Icon as={shellIcons.closeWindow} />
      </IconButton>
    </Tooltip>
  );
}
