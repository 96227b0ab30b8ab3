import { Button, HStack } from '@chakra-ui/react';
import { MAIN_EDITOR, PANELS } from './panelList';
import { panelStrings as strings } from './strings';
import { usePanelSettings } from './usePanelSettings';

/** The toolbar's 'Panels' group: a toggle button for the main editor and each side panel, remembered per map. */
export function PanelToggles({ mapId }: { mapId: string }) {
  const { settings, update } = usePanelSettings(mapId);
  return (
    <HStack role="group" aria-label={strings.toggles} gap="1">
      {[MAIN_EDITOR, ...PANELS].map(({ setting, title }) => (
        <Button
          key={setting}
          size="xs"
          variant={settings[setting] ? 'subtle' : 'ghost'}
          aria-pressed={settings[setting]}
          onClick={() => update({ [setting]: !settings[setting] })}
        >
          {title}
        </Button>
      ))}
    </HStack>
  );
}
