import { Box, Flex, Link } from '@chakra-ui/react';
import { Outlet, Link as RouterLink } from 'react-router-dom';
import { shellStrings } from '../strings';
import { TopBarMenus } from './TopBarMenus';

/** Signed-in pages: a top bar with the way home and the help and account menus, then the page. */
export function SignedInLayout() {
  return (
    <>
      <Flex as="header" align="center" justify="space-between" px="4" py="2" borderBottomWidth="1px">
        <Link asChild fontWeight="semibold" color="brand.fg">
          <RouterLink to="/home">{shellStrings.productName}</RouterLink>
        </Link>
        <TopBarMenus />
      </Flex>
      <Box>
        <Outlet />
      </Box>
    </>
  );
}
