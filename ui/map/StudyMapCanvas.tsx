import { Box } from '@chakra-ui/react';
import { VIEW_ONLY_INTERACTIVITY } from '../../engine/interaction/types';
import { type CanvasEditor, MapCanvas } from './MapCanvas';

/**
 * The map beside a study panel (a quiz's recall question, a recall session): looked at and panned only,
 * the nodes the learner has still to name drawn as ghosts without their titles.
 */
export function StudyMapCanvas({
  editor,
  label,
  testId,
  hiddenCount,
}: {
  editor: CanvasEditor;
  label: string;
  testId: string;
  /** How many nodes are hidden (data-hidden), for tests. */
  hiddenCount?: number;
}) {
  return (
    <Box position="relative" flex="1" minH="64" data-testid={testId} data-hidden={hiddenCount}>
      <MapCanvas
        editor={editor}
        ready={editor.document.map !== null}
        label={label}
        interactive={VIEW_ONLY_INTERACTIVITY}
        hiddenAs="untitledGhost"
      />
    </Box>
  );
}
