import { Box, Flex, Icon, Text } from '@chakra-ui/react';
import type { PresenceMember } from '../../src/model/live/presence';
import { Tooltip } from '../components/Tooltip';
import { liveIcons } from './icons';
import { type MemberChip, memberChips } from './memberChips';
import { liveStrings as strings } from './strings';

export interface MemberChipsProps {
  /** The other members connected to the live session (presence leaves out this user's own connection). */
  members: readonly PresenceMember[];
  /** User ids of the members who may edit now (spec 2 section 4: only the current editor edits). */
  editorIds: ReadonlySet<string>;
}

/** The round chip: 28 px, focusable so its tooltip opens from the keyboard too. */
const CHIP = {
  boxSize: '7',
  borderRadius: 'full',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  position: 'relative',
  fontSize: 'xs',
  fontWeight: 'semibold',
  lineHeight: '1',
  borderWidth: '2px',
  borderColor: 'bg.panel',
  tabIndex: 0,
  focusVisibleRing: 'outside',
  colorPalette: 'brand',
} as const;

/**
 * The live session's members in the map header (spec 2 section 4, live edit): a round chip per user with
 * their initials on their colour (the colour they are outlined in on the canvas; black or white text,
 * whichever reads), a pencil on those editing, their name and role in the app's tooltip and for screen
 * readers; past five, a '+N' chip names the rest.
 */
export function MemberChips({ members, editorIds }: MemberChipsProps) {
  const { shown, more } = memberChips(members, editorIds);
  if (shown.length === 0) return null;
  return (
    <Flex
      as="ul"
      aria-label={strings.members}
      gap="1"
      listStyleType="none"
      m="0"
      p="0"
      data-testid="member-chips"
    >
      {shown.map((chip) => (
        <li key={chip.userId}>
          <ChipOf chip={chip} />
        </li>
      ))}
      {more.length > 0 && (
        <li>
          <MoreChip more={more} />
        </li>
      )}
    </Flex>
  );
}

function ChipOf({ chip }: { chip: MemberChip }) {
  const label = strings.member(chip.name, chip.editing);
  return (
    <Tooltip content={label}>
      {/* A member's colour is data, like a node's (ui/theme/GUIDE.md, Colour): no token for it. */}
      <Box {...CHIP} bg={chip.colour} color={chip.textColour} data-editing={chip.editing || undefined}>
        <span aria-hidden>{chip.initials}</span>
        {chip.editing && (
          <Box
            as="span"
            aria-hidden
            position="absolute"
            bottom="-1"
            right="-1"
            boxSize="3.5"
            borderRadius="full"
            bg="bg.panel"
            color="fg"
            display="inline-flex"
            alignItems="center"
            justifyContent="center"
          >
            <Icon as={liveIcons.editing} boxSize="2.5" />
          </Box>
        )}
        <Text as="span" srOnly>
          {label}
        </Text>
      </Box>
    </Tooltip>
  );
}

/** The members past the first five: counted on the chip, named in its tooltip and to screen readers. */
function MoreChip({ more }: { more: readonly MemberChip[] }) {
  const names = more.map((chip) => strings.member(chip.name, chip.editing)).join(', ');
  return (
    <Tooltip content={names}>
      <Box {...CHIP} bg="bg.muted" color="fg">
        <span aria-hidden>{strings.more(more.length)}</span>
        <Text as="span" srOnly>
          {strings.moreLabel(more.length, names)}
        </Text>
      </Box>
    </Tooltip>
  );
}
