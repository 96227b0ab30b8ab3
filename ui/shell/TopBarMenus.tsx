import { HStack } from '@chakra-ui/react';
import { AccountMenu } from '../components/AccountMenu';
import { HelpMenu, type HelpMenuProps } from '../components/HelpMenu';
import { TutorialsMenu } from '../tours/TutorialsMenu';

/** The right end of every top bar, map pages included (spec 3 section 2.5): the tutorials, help and account menus. */
export function TopBarMenus(props: HelpMenuProps) {
  return (
    <HStack gap="1" flexShrink={0}>
      <TutorialsMenu />
      <HelpMenu {...props} />
      <AccountMenu />
    </HStack>
  );
}
