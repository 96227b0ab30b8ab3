import { Box, Heading, HStack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Tooltip } from '../../components/Tooltip';
import { shellStrings } from '../../strings';
import { mapScreenStrings as strings } from './strings';

/** Each of the header's two rows has one fixed height: whatever their controls, the canvas never moves (issue 23). */
export const MAP_HEADER_ROW_HEIGHT = '12';

export interface MapHeaderProps {
  /** The map's name (or that it is loading): cut short with an ellipsis, whole in its tooltip. */
  title: string;
  modeLabel: string;
  /** Beside the title: the panel toggles. */
  panels?: ReactNode;
  /** The second row: the editor's toolbar and what goes with it; scrolls sideways where it is too long. */
  children: ReactNode;
  /** The menus at the right end of the first row, always in sight. */
  end: ReactNode;
}

/** One row of the header: fixed height, never wrapping; what does not fit scrolls sideways within it. */
function HeaderRow({ children }: { children: ReactNode }) {
  return (
    <Box flex="1" minW="0" h="full" overflowX="auto" overflowY="hidden" css={{ scrollbarWidth: 'thin' }}>
      <HStack gap="4" h="full" wrap="nowrap" w="max-content">
        {children}
      </HStack>
    </Box>
  );
}

/**
 * The map page's header: two lines of fixed height that never wrap, the map and its panels above, the
 * editor's toolbar below (on a 1280 px screen the toolbar has a line of its own and fits). A line longer
 * than the window scrolls sideways within it instead of pushing the map down, so the Link banner, 'Unsaved
 * changes', switching Edit and Review and a narrow window leave the canvas where it is, and a click aimed
 * at a node still hits it.
 */
export function MapHeader({ title, modeLabel, panels, children, end }: MapHeaderProps) {
  return (
    <Box as="header" flexShrink={0} borderBottomWidth="1px" data-testid="map-header">
      <HStack px="4" h={MAP_HEADER_ROW_HEIGHT} gap="4" wrap="nowrap">
        <HStack gap="3" flexShrink={0} maxW="30%" minW="0">
          <Tooltip content={strings.homeTooltip} placement="bottom-start">
            <Link to="/home" aria-label={strings.homeLink}>
              <Text as="span" fontWeight="bold" color="brand.fg" whiteSpace="nowrap">
                {shellStrings.productName}
              </Text>
            </Link>
          </Tooltip>
          <Tooltip content={title}>
            <Heading as="h1" size="md" truncate minW="0">
              {title}
            </Heading>
          </Tooltip>
          <Text color="fg.muted" fontSize="sm" whiteSpace="nowrap" data-testid="operation-mode">
            {modeLabel}
          </Text>
        </HStack>
        <HeaderRow>{panels}</HeaderRow>
        {end}
      </HStack>
      <HStack px="4" h={MAP_HEADER_ROW_HEIGHT} gap="4" wrap="nowrap">
        <HeaderRow>{children}</HeaderRow>
      </HStack>
    </Box>
  );
}
