import { Alert, Button, HStack, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import type { PresentationPlayer } from '../../../src/stores/presentation/PresentationPlayer';
import type { RemoteDisplay } from '../../../src/stores/presentation/RemoteDisplay';
import { presentationStrings as strings } from './strings';
import type { RemoteDisplayHandle } from './useRemoteDisplay';

/**
 * This display in the presentation's room (issue 25), in the header: whether it is connected and leads
 * or follows, where the presenter is, the server's refusal if any, and a Standalone viewer's choice to
 * follow the presenter (offered only to a signed-in viewer: the room needs a session).
 */
export const RemoteDisplayBar = observer(function RemoteDisplayBar({
  handle,
  signedIn,
}: {
  handle: RemoteDisplayHandle;
  signedIn: boolean;
}) {
  const { display, followToggle } = handle;
  return (
    <HStack gap="2" wrap="nowrap" role="group" aria-label={strings.remote.region}>
      {followToggle && signedIn && (
        <Button
          size="xs"
          variant={followToggle.following ? 'solid' : 'outline'}
          aria-pressed={followToggle.following}
          onClick={followToggle.toggle}
        >
          {followToggle.following ? strings.remote.stopFollowing : strings.remote.follow}
        </Button>
      )}
      {display && <RoomState display={display} />}
    </HStack>
  );
});

const RoomState = observer(function RoomState({ display }: { display: RemoteDisplay }) {
  const { connected, leading, leaderStatus, error } = display;
  const state = !connected ? strings.remote.connecting : leading ? strings.remote.leading : null;
  return (
    <>
      <Text
        fontSize="xs"
        whiteSpace="nowrap"
        role="status"
        data-testid="remote-state"
        data-connected={connected}
        data-role={display.role}
      >
        {state ??
          (leaderStatus
            ? strings.remote.leader(leaderStatus.replayIndex, strings.status[leaderStatus.status])
            : strings.remote.waiting)}
      </Text>
      {error && (
        <Alert.Root status="warning" size="sm" py="1" px="2" role="alert" data-testid="remote-error">
          <Alert.Indicator />
          <Alert.Title fontSize="xs">{error}</Alert.Title>
        </Alert.Root>
      )}
    </>
  );
});

/**
 * A follower's own place in the replay instead of controls it cannot use: its step and status, which
 * its leader sets.
 */
export const FollowerStatus = observer(function FollowerStatus({ player }: { player: PresentationPlayer }) {
  return (
    <Text
      fontSize="sm"
      whiteSpace="nowrap"
      role="status"
      aria-label={strings.remote.followerStatus}
      data-testid="follower-status"
      data-step={player.step}
      data-status={player.status}
    >
      {strings.step(player.step, player.length)} ·{' '}
      {player.buffering ? strings.buffering : strings.status[player.status]}
    </Text>
  );
});
