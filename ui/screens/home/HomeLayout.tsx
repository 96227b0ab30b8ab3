import { Box, Flex, Icon, Link, Stack } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { NavLink, Outlet } from 'react-router-dom';
import { NEW_MAP_PATH } from '../../../src/model/map/routes';
import { newMapRouteState } from '../../../src/model/tours';
import { useStores } from '../../shell/StoreContext';
import { homeIcons } from './icons';
import { homeStrings } from './strings';

const NAV_ITEMS = [
  { to: NEW_MAP_PATH, label: homeStrings.nav.newMap, icon: homeIcons.newMap, end: true },
  { to: '/home', label: homeStrings.nav.dashboard, icon: homeIcons.dashboard, end: true },
  { to: '/home/maps', label: homeStrings.nav.maps, icon: homeIcons.maps, end: false },
  { to: '/home/class', label: homeStrings.nav.classes, icon: homeIcons.classes, end: false },
  { to: '/home/courses', label: homeStrings.nav.courses, icon: homeIcons.courses, end: false },
] as const;

/**
 * The signed-in home areas: the left navigation of spec 1 section 2 (each entry an icon and its name: a
 * place to go reads best in words), then the area's page.
 */
export const HomeLayout = observer(function HomeLayout() {
  const { auth } = useStores();
  // A newcomer's new map opens with the Your New Map tour (spec 2 section 2: the route's tutorial flag).
  const newMapState = newMapRouteState(auth.user?.flags ?? []);
  return (
    <Flex minH="calc(100vh - 49px)">
      <Box as="nav" aria-label={homeStrings.nav.label} w="200px" flexShrink={0} borderRightWidth="1px" p="3">
        <Stack gap="1">
          {NAV_ITEMS.map((item) => (
            <Link
              key={item.to}
              asChild
              display="flex"
              alignItems="center"
              gap="3"
              px="3"
              py="2"
              rounded="md"
              _hover={{ bg: 'bg.muted' }}
              css={{ '&[aria-current=page]': { bg: 'brand.subtle', fontWeight: 'semibold' } }}
            >
              <NavLink to={item.to} end={item.end} state={item.to === NEW_MAP_PATH ? newMapState : undefined}>
                <Icon as={item.icon} boxSize="4" color="fg.muted" />
                {item.label}
              </NavLink>
            </Link>
          ))}
        </Stack>
      </Box>
      <Box as="main" flex="1" minW="0" p="6">
        <Outlet />
      </Box>
    </Flex>
  );
});
