import { Box, Button, Heading, Icon, Link, Stack, Text } from '@chakra-ui/react';
import { memo, useMemo } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { Label } from '../../../src/api/graphql';
import { buildFolderTree, flattenFolderTree } from '../../../src/model/folders/folderTree';
import type { MapViewRoute } from '../../../src/model/mapList/views';
import { mapViewPath, SIDEBAR_VIEWS } from '../../../src/model/mapList/views';
import { mapsIcons } from './icons';
import { mapsStrings } from './strings';

export interface FolderSidebarProps {
  current: MapViewRoute;
  labels: readonly Label[];
  onCreateFolder: () => void;
}

const linkStyle = {
  display: 'block',
  px: '3',
  py: '1.5',
  rounded: 'md',
  truncate: true,
  _hover: { bg: 'bg.muted', textDecoration: 'none' },
  css: { '&[aria-current=page]': { bg: 'brand.subtle', fontWeight: 'semibold' } },
} as const;

/**
 * The maps area's sidebar (spec 1 section 2): the views, then the folder tree built from the labels (a
 * slash makes a subfolder; each folder shows the last segment of its path). Each entry links to its route.
 */
export const FolderSidebar = memo(function FolderSidebar({
  current,
  labels,
  onCreateFolder,
}: FolderSidebarProps) {
  const folders = useMemo(() => flattenFolderTree(buildFolderTree(labels)), [labels]);
  return (
    <Box
      as="nav"
      aria-label={mapsStrings.sidebarLabel}
      w="240px"
      flexShrink={0}
      pr="4"
      borderRightWidth="1px"
    >
      <Stack gap="0.5" as="ul" listStyleType="none">
        {SIDEBAR_VIEWS.map(({ view }) => (
          <li key={view}>
            <Link asChild {...linkStyle}>
              <RouterLink to={mapViewPath(view)} aria-current={current.view === view ? 'page' : undefined}>
                {mapsStrings.views[view]}
              </RouterLink>
            </Link>
          </li>
        ))}
      </Stack>
      <Heading as="h2" size="sm" mt="5" mb="2" px="3">
        {mapsStrings.foldersHeading}
      </Heading>
      {folders.length === 0 && (
        <Text px="3" color="fg.muted" fontSize="sm">
          {mapsStrings.noFolders}
        </Text>
      )}
      <Stack gap="0.5" as="ul" listStyleType="none" aria-label={mapsStrings.foldersHeading}>
        {folders.map(({ node, depth }) => (
          <Box as="li" key={node.path} pl={`${depth * 16}px`}>
            {node.labelId ? (
              <Link asChild {...linkStyle}>
                <RouterLink
                  to={mapViewPath('label', node.labelId)}
                  title={node.path}
                  aria-current={current.labelId === node.labelId ? 'page' : undefined}
                >
                  {node.displayName}
                </RouterLink>
              </Link>
            ) : (
              <Text px="3" py="1.5" color="fg.muted" truncate title={node.path}>
                {node.displayName}
              </Text>
            )}
          </Box>
        ))}
      </Stack>
      <Button size="sm" variant="outline" mt="3" ml="3" onClick={onCreateFolder}>
        <Icon as={mapsIcons.newFolder} />
        {mapsStrings.newFolder}
      </Button>
    </Box>
  );
});
