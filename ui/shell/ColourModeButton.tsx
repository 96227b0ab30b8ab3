import { Icon, IconButton } from '@chakra-ui/react';
import { Tooltip } from '../components/Tooltip';
import { shellStrings } from '../strings';
import { useColourMode } from '../theme/colourMode';
import { shellIcons } from './icons';

const strings = shellStrings.colourMode;

/** The top bar's switch between light and dark mode: a toggle button, pressed while dark mode is on. */
export function ColourModeButton() {
  const { mode, setMode } = useColourMode();
  const dark = mode === 'dark';
  const ModeIcon = dark ? shellIcons.lightMode : shellIcons.darkMode;
  return (
    <Tooltip content={dark ? strings.toLight : strings.toDark}>
      <IconButton
        variant="ghost"
        size="sm"
        aria-label={strings.label}
        aria-pressed={dark}
        onClick={() => setMode(dark ? 'light' : 'dark')}
      >
        <Icon as={ModeIcon} />
      </IconButton>
    </Tooltip>
  );
}
