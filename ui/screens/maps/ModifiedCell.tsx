import { Portal, Text, Tooltip } from '@chakra-ui/react';
import { formatCellDate, formatTooltipDate, TOOLTIP_OPEN_DELAY_MS } from './format';

/** The last-modified date, with its full date and time (d/M/Y HH:mm:ss) in a tooltip. */
export function ModifiedCell({ date }: { date: string }) {
  return (
    <Tooltip.Root openDelay={TOOLTIP_OPEN_DELAY_MS} positioning={{ placement: 'top' }}>
      <Tooltip.Trigger asChild>
        <Text as="span" truncate tabIndex={0}>
          {formatCellDate(date)}
        </Text>
      </Tooltip.Trigger>
      <Portal>
        <Tooltip.Positioner>
          <Tooltip.Content>{formatTooltipDate(date)}</Tooltip.Content>
        </Tooltip.Positioner>
      </Portal>
    </Tooltip.Root>
  );
}
