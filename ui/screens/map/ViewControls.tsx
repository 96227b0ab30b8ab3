import { Button, HStack, Text } from '@chakra-ui/react';
import type { Camera } from '../../../engine/geometry/camera';
import type { MapEngine } from '../../../engine/MapEngine';
import { CheckField } from '../../components/CheckField';
import { IconAction } from '../../components/IconAction';
import { mapIcons } from './icons';
import { mapScreenStrings as strings } from './strings';

export interface ViewControlsProps {
  selectedCount: number;
  camera: Camera | null;
  engine: MapEngine | null;
  /** The user setting: the map opens fitted to the view rather than where it was last looked at. */
  fitOnOpen: boolean;
  onFitOnOpen: (on: boolean) => void;
  /** The minimap in the canvas's other corner, remembered per user and map like pan mode. */
  showMinimap: boolean;
  onShowMinimap: (on: boolean) => void;
}

/** The panel floating over the canvas's corner: selection count, zoom, zoom to fit, fit on open. */
export function ViewControls({
  selectedCount,
  camera,
  engine,
  fitOnOpen,
  onFitOnOpen,
  showMinimap,
  onShowMinimap,
}: ViewControlsProps) {
  return (
    <HStack
      role="group"
      aria-label={strings.viewControls}
      position="absolute"
      right="3"
      bottom="3"
      gap="3"
      px="3"
      py="1"
      bg="bg.panel"
      borderWidth="1px"
      rounded="md"
      shadow="sm"
    >
      <Text fontSize="sm" data-testid="selection-count">
        {strings.selected(selectedCount)}
      </Text>
      {camera && (
        <Text fontSize="sm" data-testid="zoom-level">
          {strings.zoom(camera.scale)}
        </Text>
      )}
      <Button size="xs" variant="outline" disabled={!engine} onClick={() => engine?.zoomToFit()}>
        {strings.zoomToFit}
      </Button>
      <CheckField label={strings.fitOnOpen} checked={fitOnOpen} onChange={onFitOnOpen} />
      <IconAction
        icon={mapIcons.minimap}
        label={strings.minimap}
        tooltip={strings.minimapHelp}
        size="xs"
        variant={showMinimap ? 'subtle' : 'ghost'}
        aria-pressed={showMinimap}
        onClick={() => onShowMinimap(!showMinimap)}
      />
    </HStack>
  );
}
