import { Box, Button, HStack, Popover, Portal, Stack, Text } from '@chakra-ui/react';
import type { MapSettings } from '../../src/model/map/settings';
import { mapScreenStrings as strings } from '../screens/map/strings';
import { connectionLines, type LegendLine, truthSwatches } from './legend';

const SAMPLE_LENGTH = 40;

/** What the canvas's colours and lines mean, in a popover from the map's header. */
export function MapLegend({ settings }: { settings: MapSettings }) {
  return (
    <Popover.Root positioning={{ placement: 'bottom-end' }}>
      <Popover.Trigger asChild>
        <Button size="xs" variant="outline">
          {strings.legend}
        </Button>
      </Popover.Trigger>
      <Portal>
        <Popover.Positioner>
          <Popover.Content width="auto" maxW="sm">
            <Popover.Body>
              <Stack gap="3" fontSize="sm">
                <Popover.Title fontWeight="semibold">{strings.legendTruth}</Popover.Title>
                <HStack gap="2" wrap="wrap" role="list" aria-label={strings.legendTruth}>
                  {truthSwatches(settings).map((swatch) => (
                    <HStack key={swatch.label} gap="1" role="listitem">
                      <Box w="4" h="4" rounded="sm" borderWidth="1px" style={{ background: swatch.colour }} />
                      <Text>{swatch.label}</Text>
                    </HStack>
                  ))}
                </HStack>
                <Text fontWeight="semibold">{strings.legendConnections}</Text>
                <Stack gap="1" role="list" aria-label={strings.legendConnections}>
                  {connectionLines().map((line) => (
                    <HStack key={line.label} gap="2" role="listitem">
                      <LineSample line={line} />
                      <Text>{line.label}</Text>
                    </HStack>
                  ))}
                </Stack>
              </Stack>
            </Popover.Body>
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  );
}

/** The line as the canvas draws it: width, dash and arrowheads, in the text's colour. */
function LineSample({ line }: { line: LegendLine }) {
  const head = line.width * 2;
  return (
    <svg width={SAMPLE_LENGTH + 2 * head} height={12} aria-hidden="true">
      <line
        x1={head}
        x2={SAMPLE_LENGTH + head}
        y1={6}
        y2={6}
        stroke="currentColor"
        strokeWidth={line.width}
        strokeDasharray={line.dash?.join(' ')}
      />
      <polygon
        points={`${SAMPLE_LENGTH + 2 * head},6 ${SAMPLE_LENGTH},${6 - head / 2} ${SAMPLE_LENGTH},${6 + head / 2}`}
        fill="currentColor"
      />
      {line.arrowAtStart && (
        <polygon points={`0,6 ${2 * head},${6 - head / 2} ${2 * head},${6 + head / 2}`} fill="currentColor" />
      )}
    </svg>
  );
}
