import { Box, Button, Flex, HStack, Input, NativeSelect, Text } from '@chakra-ui/react';
import { reaction } from 'mobx';
import { observer } from 'mobx-react-lite';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { PRESENTATION_TYPE, type PresentationType } from '../../../src/model/presentation/constants';
import type { Presentation } from '../../../src/model/presentation/types';
import type { MapEditorStore } from '../../../src/stores/MapEditorStore';
import {
  PresentationRecorder,
  RECORDING_UNSAVED,
} from '../../../src/stores/presentation/PresentationRecorder';
import { MapCanvas } from '../../map/MapCanvas';
import { TopBarMenus } from '../../shell/TopBarMenus';
import { MapHeader } from '../map/MapHeader';
import { UnsavedChangesGuard } from '../map/UnsavedChangesGuard';
import { MediaPlayer, type PresentationSource, sourceOf } from './MediaPlayer';
import { RecordingMedia } from './RecordingMedia';
import { RecordToolbar } from './RecordToolbar';
import { ReplayControls } from './ReplayControls';
import { recordingStrings as strings } from './recordingStrings';
import { SequencePanel } from './SequencePanel';
import { presentationStrings } from './strings';
import { useBeep } from './useBeep';
import { usePlayer } from './usePlayer';

/** Whether the last press on the page held Shift: only Shift selections are recorded (spec 3 section 4.3). */
function useShiftOfLastPress() {
  const shift = useRef(false);
  useEffect(() => {
    const remember = (event: PointerEvent) => {
      shift.current = event.shiftKey;
    };
    window.addEventListener('pointerdown', remember, true);
    return () => window.removeEventListener('pointerdown', remember, true);
  }, []);
  return shift;
}

/**
 * /{id}/presentation/{presentationId}/edit (record presentation mode): the author plays the media and
 * records what the presentation does at its time; the sequence editor lists the steps; Save puts the
 * presentation into the map and saves the map.
 */
export const RecordingView = observer(function RecordingView({
  mapId,
  editor,
  presentation,
}: {
  mapId: string;
  editor: MapEditorStore;
  presentation: Presentation;
}) {
  const { document } = editor;
  const navigate = useNavigate();
  const [recorder] = useState(() => new PresentationRecorder(editor, presentation));
  const [element, setElement] = useState<HTMLMediaElement | null>(null);
  const [localUrl, setLocalUrl] = useState<string | null>(null);
  useEffect(() => () => (localUrl ? URL.revokeObjectURL(localUrl) : undefined), [localUrl]);
  const { draft } = recorder;
  const stored = sourceOf(draft);
  const source: PresentationSource =
    stored.kind === 'local' && localUrl ? { kind: 'media', type: 'video', url: localUrl } : stored;
  // The player starts from the presentation as opened; the recorder hands it each edited sequence.
  const [opened] = useState(() => recorder.draft);
  const player = usePlayer(document, opened, { expected: source.kind === 'media', element }, true);
  const shift = useShiftOfLastPress();
  useBeep(player, true);

  useEffect(() => {
    recorder.attach(player);
    // The player's own clock (no media) runs as long as needed: its length is no media's.
    if (!player?.hasMedia) return;
    return reaction(
      () => player.durationMs,
      (durationMs) => {
        if (durationMs > 0) recorder.mediaDurationKnown(durationMs);
      },
      { fireImmediately: true },
    );
  }, [recorder, player]);

  const save = async () => {
    const wasNew = recorder.isNew;
    const id = await recorder.save();
    if (id && wasNew) navigate(`/${mapId}/presentation/${id}/edit`, { replace: true });
  };

  const map = document.map;
  return (
    <Flex direction="column" h="100dvh">
      <UnsavedChangesGuard
        unsaved={() => (recorder.modified ? [RECORDING_UNSAVED] : [])}
        // Its own route under the id a first save gives it is the same recording, not a way out of it.
        staysOnMap={(path) => path === `/${mapId}/presentation/${recorder.draft.id}/edit`}
      />
      <MapHeader
        title={strings.title(draft.name)}
        modeLabel={strings.modeLabel}
        end={<TopBarMenus mapId={mapId} connectionRequired={false} />}
        panels={
          <HStack gap="2">
            <Input
              size="xs"
              width="48"
              aria-label={strings.name}
              value={draft.name}
              onChange={(event) => recorder.rename(event.currentTarget.value)}
            />
            <NativeSelect.Root size="xs" width="auto">
              <NativeSelect.Field
                aria-label={strings.type}
                value={draft.type}
                onChange={(event) => recorder.setType(event.currentTarget.value as PresentationType)}
              >
                {[PRESENTATION_TYPE.STANDARD, PRESENTATION_TYPE.LESSON].map((type) => (
                  <option key={type} value={type}>
                    {strings.types[type]}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
            <Button size="xs" colorPalette="brand" loading={recorder.saving} onClick={() => void save()}>
              {strings.save}
            </Button>
            <Text fontSize="xs" color="fg.muted" role="status" data-testid="recording-state">
              {recorder.error ?? (recorder.modified ? strings.unsaved : strings.saved)}
            </Text>
            <Button asChild size="xs" variant="outline">
              <Link to={`/${mapId}`} aria-label={presentationStrings.exitLabel}>
                {presentationStrings.exit}
              </Link>
            </Button>
          </HStack>
        }
      >
        {player ? (
          <ReplayControls player={player} />
        ) : (
          <Text fontSize="sm">{presentationStrings.loading}</Text>
        )}
        <RecordToolbar editor={editor} recorder={recorder} />
      </MapHeader>
      <Flex flex="1" minH="0">
        <Box overflowY="auto" flexShrink={0}>
          <Box p="3" pb="0">
            <RecordingMedia
              mapId={mapId}
              recorder={recorder}
              onLocalFile={(file) => setLocalUrl(URL.createObjectURL(file))}
            />
            <Text fontSize="xs" color="fg.muted" maxW="335px">
              {strings.recordHint}
            </Text>
          </Box>
          {player && <SequencePanel recorder={recorder} player={player} document={document} />}
        </Box>
        <Box position="relative" flex="1">
          <MapCanvas
            editor={editor}
            ready={Boolean(map)}
            label={presentationStrings.canvasLabel(map?.name ?? '')}
            interactive={{ select: true, drag: false, connect: false }}
            hiddenAs="ghost"
            selectedConnectionId={editor.selectedConnection.id}
            onSelectConnection={(id) => {
              editor.selectedConnection.select(id);
              if (id !== null)
                recorder.recordSelection({ kind: 'connection', connectionId: id, shift: shift.current });
            }}
            onSelectNodes={(nodeIds) => {
              if (nodeIds.length === 0) recorder.recordSelection({ kind: 'clear', shift: shift.current });
            }}
          />
          <MediaPlayer source={source} onElement={setElement} />
        </Box>
      </Flex>
    </Flex>
  );
});
