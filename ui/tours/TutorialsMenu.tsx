import { Badge, Box, Menu } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useNavigate } from 'react-router-dom';
import { NEW_MAP_PATH } from '../../src/model/map/routes';
import { isTourId, type TourId, type TutorialRouteState, tutorialEntries } from '../../src/model/tours';
import { TopBarMenu } from '../components/TopBarMenu';
import { shellIcons } from '../shell/icons';
import { useStores } from '../shell/StoreContext';
import type { MapTours } from './mapTours';
import { tourStrings as strings } from './strings';

/** The red dot of a tour not done yet, named for screen readers. */
function NotDoneDot() {
  return <Box role="img" aria-label={strings.notDone} ms="auto" boxSize="2" rounded="full" bg="red.solid" />;
}

/**
 * The Tutorials menu (spec 3 section 2.5): the three tours, each with a red dot until done, and a badge
 * counting those not done. On a map the user may edit, a tour starts over it; anywhere else a tour opens
 * a new map to practise on (the menu says so), since every tour is about the map editor.
 */
export const TutorialsMenu = observer(function TutorialsMenu({
  mapTours = null,
}: {
  /** The map page's tours, where the user may edit the map on screen. */
  mapTours?: MapTours | null;
}) {
  const { auth } = useStores();
  const navigate = useNavigate();
  const user = auth.user;
  if (!auth.loggedIn || !user) return null;
  const entries = tutorialEntries(user.flags);
  const notDone = entries.filter((entry) => !entry.done).length;
  const start = (tour: TourId) => {
    if (mapTours) return mapTours.start(tour);
    const state: TutorialRouteState = { tutorial: tour };
    navigate(NEW_MAP_PATH, { state });
  };

  return (
    <TopBarMenu
      icon={shellIcons.tutorials}
      label={
        notDone > 0 && (
          <Badge colorPalette="red" variant="solid" rounded="full" data-testid="tutorials-badge">
            {notDone}
          </Badge>
        )
      }
      ariaLabel={strings.menuLabel(notDone)}
      tooltip={strings.tooltip}
      buttonProps={{ 'data-tour': 'tutorials-menu' }}
      onSelect={(value) => {
        if (isTourId(value)) start(value);
      }}
    >
      <Menu.ItemGroup>
        {!mapTours && <Menu.ItemGroupLabel fontWeight="normal">{strings.opensNewMap}</Menu.ItemGroupLabel>}
        {entries.map(({ tour, done }) => (
          <Menu.Item key={tour} value={tour}>
            {strings.names[tour]}
            {!done && <NotDoneDot />}
          </Menu.Item>
        ))}
      </Menu.ItemGroup>
    </TopBarMenu>
  );
});
