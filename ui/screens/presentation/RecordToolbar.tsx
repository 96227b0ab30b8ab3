import { Button, HStack, Input, NativeSelect } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { STRENGTH_MAX, STRENGTH_MIN } from '../../../src/model/map/constants';
import type { MapEditorStore } from '../../../src/stores/MapEditorStore';
import type { PresentationRecorder } from '../../../src/stores/presentation/PresentationRecorder';
import { recordingStrings as strings } from './recordingStrings';

/**
 * What the author records at the current time (spec 3 section 3's presentation actions): the selected
 * nodes shown, hidden, selected or jumped to, everything hidden or shown, another level, a strength.
 */
export const RecordToolbar = observer(function RecordToolbar({
  editor,
  recorder,
}: {
  editor: MapEditorStore;
  recorder: PresentationRecorder;
}) {
  const [strength, setStrength] = useState('50');
  const selected = editor.selectedNodes;
  const none = selected.length === 0;
  const map = editor.document.map;
  const value = Number(strength);
  const strengthValid = strength.trim() !== '' && value >= STRENGTH_MIN && value <= STRENGTH_MAX;
  return (
    <HStack role="toolbar" aria-label={strings.record} gap="1" wrap="nowrap">
      <Button size="xs" disabled={none} onClick={() => recorder.recordOnSelected('showNodes')}>
        {strings.showSelected}
      </Button>
      <Button
        size="xs"
        variant="outline"
        disabled={none}
        onClick={() => recorder.recordOnSelected('hideNodes')}
      >
        {strings.hideSelected}
      </Button>
      <Button size="xs" variant="outline" onClick={() => recorder.recordOnSelected('setSelection')}>
        {strings.selectSelected}
      </Button>
      <Button
        size="xs"
        variant="outline"
        disabled={none}
        onClick={() => recorder.recordOnSelected('jumpToLocation')}
      >
        {strings.jumpToSelected}
      </Button>
      <Button size="xs" variant="outline" onClick={() => recorder.record({ type: 'hideAllNodes' })}>
        {strings.hideAll}
      </Button>
      <Button
        size="xs"
        variant="outline"
        onClick={() => recorder.record({ type: 'showAllNodesExcept', nodeIds: [] })}
      >
        {strings.showAll}
      </Button>
      {map && map.levels.length > 1 && (
        <NativeSelect.Root size="xs" width="auto">
          <NativeSelect.Field
            aria-label={strings.level}
            value={String(editor.levelId)}
            onChange={(event) => {
              const levelId = Number(event.currentTarget.value);
              if (editor.edit({ type: 'setCurrentLevel', levelId }).ok)
                recorder.record({ type: 'setCurrentLevel', levelId });
            }}
          >
            {map.levels.map((level) => (
              <option key={level.id} value={level.id}>
                {level.description}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      )}
      <Input
        size="xs"
        width="16"
        type="number"
        min={STRENGTH_MIN}
        max={STRENGTH_MAX}
        aria-label={strings.strength}
        value={strength}
        onChange={(event) => setStrength(event.currentTarget.value)}
      />
      <Button
        size="xs"
        variant="outline"
        disabled={selected.length !== 1 || !strengthValid}
        onClick={() => selected[0] && recorder.recordStrength(selected[0].id, value)}
      >
        {strings.setStrength}
      </Button>
    </HStack>
  );
});
