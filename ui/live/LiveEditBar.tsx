import { Badge, Button, HStack, Icon, Menu, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import type { PresenceMember } from '../../src/model/live/presence';
import type { LiveEditSession } from '../../src/stores/LiveEditSession';
import { IconMenuItem } from '../components/IconMenuItem';
import { TopBarMenu } from '../components/TopBarMenu';
import { ConfirmDialog } from '../dialogs/ConfirmDialog';
import { liveIcons } from './icons';
import { MemberChips } from './MemberChips';
import { liveSessionStrings as strings } from './strings';

export interface LiveEditBarProps {
  live: LiveEditSession | null;
  /** The other members connected now (presence). */
  members: readonly PresenceMember[];
  /** Whether this user may start a session on the map (share rights). */
  mayStart: boolean;
  onError: (message: string) => void;
}

/**
 * The live session in the map header (spec 2 section 4, "Live edit"): where the user stands in it, the
 * members with who is editing, Start for the map's owner when none is open, and for the session's owner
 * giving and taking back edit and ending it.
 */
export const LiveEditBar = observer(function LiveEditBar({
  live,
  members,
  mayStart,
  onError,
}: LiveEditBarProps) {
  const [confirmStop, setConfirmStop] = useState(false);
  const [busy, setBusy] = useState(false);
  if (!live) return null;
  const run = async (request: () => Promise<string | null>) => {
    setBusy(true);
    const refusal = await request();
    setBusy(false);
    if (refusal) onError(refusal);
  };
  const { session, status } = live;

  if (status !== 'live' || !session)
    return (
      <HStack gap="2" role="group" aria-label={strings.barLabel}>
        <Text fontSize="sm" color="fg.muted" role="status" data-testid="live-status">
          {status === 'connecting'
            ? strings.connecting
            : status === 'ended'
              ? strings.ended
              : mayStart
                ? strings.none
                : strings.noneAskOwner}
        </Text>
        {status === 'none' && mayStart && (
          <Button size="xs" colorPalette="blue" loading={busy} onClick={() => void run(() => live.start())}>
            <Icon as={liveIcons.start} />
            {strings.start}
          </Button>
        )}
      </HStack>
    );

  const editorIds = new Set(session.editorIds);
  const others = session.members.filter((member) => member.userId !== session.ownerId);
  return (
    <HStack gap="2" role="group" aria-label={strings.barLabel}>
      <Badge colorPalette="red" variant="solid">
        <Icon as={liveIcons.start} />
        {strings.barLabel}
      </Badge>
      <Text fontSize="sm" role="status" data-testid="live-membership">
        {strings.membership[live.membership]}
      </Text>
      {!live.connected && (
        <Text fontSize="xs" color="fg.warning" role="status">
          {strings.reconnecting}
        </Text>
      )}
      {live.pending.length > 0 && (
        <Text fontSize="xs" color="fg.muted" data-testid="live-unsynced">
          {strings.unsynced(live.pending.length)}
        </Text>
      )}
      <MemberChips members={members} editorIds={editorIds} />
      {live.isOwner && (
        <TopBarMenu
          icon={liveIcons.members}
          label={strings.members}
          ariaLabel={strings.members}
          tooltip={strings.members}
          onSelect={(value) => {
            const [verb, userId = ''] = value.split(':');
            void run(() => (verb === 'give' ? live.give(userId) : live.rescind(userId)));
          }}
        >
          {others.length === 0 && (
            <Menu.Item value="none" disabled>
              {strings.noOtherMembers}
            </Menu.Item>
          )}
          {others.map((member) =>
            editorIds.has(member.userId) ? (
              <IconMenuItem key={member.userId} value={`rescind:${member.userId}`} icon={liveIcons.rescind}>
                {strings.rescind(member.name)}
              </IconMenuItem>
            ) : (
              <IconMenuItem key={member.userId} value={`give:${member.userId}`} icon={liveIcons.give}>
                {strings.give(member.name)}
              </IconMenuItem>
            ),
          )}
        </TopBarMenu>
      )}
      {live.isOwner && (
        <Button
          size="xs"
          variant="outline"
          colorPalette="red"
          loading={busy}
          onClick={() => setConfirmStop(true)}
        >
          <Icon as={liveIcons.stop} />
          {strings.stop}
        </Button>
      )}
      <ConfirmDialog
        open={confirmStop}
        title={strings.stopConfirmTitle}
        message={strings.stopConfirmText}
        onCancel={() => setConfirmStop(false)}
        onConfirm={() => {
          setConfirmStop(false);
          void run(() => live.stop());
        }}
      />
    </HStack>
  );
});
