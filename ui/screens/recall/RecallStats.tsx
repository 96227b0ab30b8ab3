import { HStack, Stat } from '@chakra-ui/react';
import { recallStrings as strings } from './strings';

/** How many nodes were named of how many, and the time taken. */
export function RecallStats({
  matched,
  available,
  time,
}: {
  matched: number;
  available: number;
  time: string;
}) {
  return (
    <HStack gap="8" data-testid="recall-stats">
      <Stat.Root>
        <Stat.Label>{strings.matchedLabel}</Stat.Label>
        <Stat.ValueText data-testid="recall-matched">{strings.matched(matched, available)}</Stat.ValueText>
      </Stat.Root>
      <Stat.Root>
        <Stat.Label>{strings.timeLabel}</Stat.Label>
        <Stat.ValueText data-testid="recall-time">{time}</Stat.ValueText>
      </Stat.Root>
    </HStack>
  );
}
