import { Box, Button, Flex, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { VIEW_ONLY_INTERACTIVITY } from '../../../engine/interaction/types';
import type { MapEngine } from '../../../engine/MapEngine';
import { REPLAY_STATUS, type SubMode } from '../../../src/model/presentation/constants';
import { displayLayout } from '../../../src/model/presentation/displayLayout';
import { isIOSDevice, startsPlaying } from '../../../src/model/presentation/playback';
import type { Presentation } from '../../../src/model/presentation/types';
import type { MapEditorStore } from '../../../src/stores/MapEditorStore';
import { MapCanvas } from '../../map/MapCanvas';
import { useStores } from '../../shell/StoreContext';
import { TopBarMenus } from '../../shell/TopBarMenus';
import { MapHeader } from '../map/MapHeader';
import { useStudyPlace } from '../study/StudyPlace';
import { LeavePresentation } from './LeavePresentation';
import { MediaPlayer, type PresentationSource, sourceOf } from './MediaPlayer';
import { FollowerStatus, RemoteDisplayBar } from './RemoteDisplayBar';
import { ReplayControls } from './ReplayControls';
import { ShownNow } from './ShownNow';
import { StepList } from './StepList';
import { presentationStrings as strings } from './strings';
import { useCameraJumps } from './useCameraJumps';
import { useLessonProgress } from './useLessonProgress';
import { usePlayer } from './usePlayer';
import { useRemoteDisplay } from './useRemoteDisplay';
import { useWakeLock } from './useWakeLock';

const NO_MEDIA: PresentationSource = { kind: 'none' };

export interface ReplayViewProps {
  mapId: string;
  editor: MapEditorStore;
  presentation: Presentation;
  kind: 'presentation' | 'lesson';
  subMode: SubMode;
}

/** Router state that says the user started the presentation (a Play link), so it may start by itself. */
export interface StartPresentationState {
  startPresentation?: boolean;
}

/**
 * A presentation replayed over its map (spec 3 section 4.2): the map on the canvas showing what the
 * steps due so far show, the media in a corner, and the replay's controls in the header.
 */
export const ReplayView = observer(function ReplayView({
  mapId,
  editor,
  presentation,
  kind,
  subMode,
}: ReplayViewProps) {
  const { document } = editor;
  const { paths } = useStudyPlace();
  const [engine, setEngine] = useState<MapEngine | null>(null);
  const [element, setElement] = useState<HTMLMediaElement | null>(null);
  const { auth } = useStores();
  const layout = displayLayout(subMode);
  // Observer and Navigator show the map only: their replay runs on its own clock, moved by the leader.
  const source = layout.media === 'none' ? NO_MEDIA : sourceOf(presentation);
  const player = usePlayer(document, presentation, { expected: source.kind !== 'none', element });
  const location = useLocation();
  const startedByUser = (location.state as StartPresentationState | null)?.startPresentation === true;
  useCameraJumps(document, engine);
  useWakeLock(player?.status === REPLAY_STATUS.PLAYING);
  const remote = useRemoteDisplay(player, mapId, presentation.id, subMode);
  useLessonProgress(player, mapId, kind === 'lesson' ? presentation.id : null, auth.loggedIn);
  // A follower (or a Standalone viewer while following) cannot drive the replay: no controls to press.
  const following = !layout.controls || remote.followToggle?.following === true;

  useEffect(() => {
    if (!player) return;
    const iOS = isIOSDevice(navigator.userAgent, navigator.maxTouchPoints);
    if (startsPlaying({ startedByUser, hasVideo: source.kind !== 'none', isIOS: iOS, subMode }))
      player.play();
  }, [player, startedByUser, source.kind, subMode]);

  const map = document.map;
  const title = `${presentation.name} · ${map?.name ?? strings.loading}`;
  return (
    <Flex direction="column" h="100dvh">
      <MapHeader
        title={title}
        modeLabel={kind === 'lesson' ? strings.lesson : strings.presentation}
        end={<TopBarMenus mapId={mapId} connectionRequired={false} />}
        panels={
          <>
            <LeavePresentation />
            <Button asChild size="xs" variant="ghost">
              <Link to={paths.contentSlides({ kind, presentationId: presentation.id })}>
                {strings.contentSlides}
              </Link>
            </Button>
            <RemoteDisplayBar handle={remote} signedIn={auth.loggedIn} />
          </>
        }
      >
        {!player ? (
          <Text fontSize="sm">{strings.loading}</Text>
        ) : following ? (
          <FollowerStatus player={player} />
        ) : (
          <ReplayControls player={player} />
        )}
      </MapHeader>
      <Box position="relative" flex="1">
        <MapCanvas
          editor={editor}
          ready={Boolean(map)}
          label={strings.canvasLabel(map?.name ?? '')}
          interactive={VIEW_ONLY_INTERACTIVITY}
          onReady={setEngine}
          selectedConnectionId={document.session.presented.connectionId}
        />
        <MediaPlayer source={source} onElement={setElement} maximised={layout.media === 'maximised'} />
        {player && layout.stepList && <StepList player={player} document={document} />}
        <ShownNow document={document} />
      </Box>
    </Flex>
  );
});
