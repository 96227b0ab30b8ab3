import { HStack } from '@chakra-ui/react';
import { AccountMenu } from '../components/AccountMenu';
import { HelpMenu, type HelpMenuProps } from '../components/HelpMenu';
import type { MapTours } from '../tours/mapTours';
import { TutorialsMenu } from '../tours/TutorialsMenu';
import { CloseWindowButton } from './CloseWindowButton';
import { ColourModeButton } from './ColourModeButton';

export interface TopBarMenusProps extends HelpMenuProps {
  /** On a map page, its guided tours. */
  tours?: MapTours | null;
}

/**
 * The right end of every top bar, map pages included (spec 3 section 2.5): the tutorials, help and account
 * menus, the colour-mode switch, and the close button of a window the app opened.
 */
export function TopBarMenus({ tours = null, ...help }: TopBarMenusProps) {
  return (
    // At the right end even when a crowded map header wraps it onto a line of its own.
    <HStack gap="1" flexShrink={0} ms="auto">
      <TutorialsMenu mapTours={tours} />
      <HelpMenu {...help} />
      <ColourModeButton />
      <AccountMenu />
      <CloseWindowButton />
    </HStack>
  );
}
