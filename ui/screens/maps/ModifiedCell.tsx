import { Text } from '@chakra-ui/react';
import { Tooltip } from '../../components/Tooltip';
import { formatCellDate, formatTooltipDate } from './format';

/** The last-modified date, with its full date and time (d/M/Y HH:mm:ss) in a tooltip. */
export function ModifiedCell({ date }: { date: string }) {
  return (
    <Tooltip content={formatTooltipDate(date)} placement="top">
      <Text as="span" truncate tabIndex={0}>
        {formatCellDate(date)}
      </Text>
    </Tooltip>
  );
}
