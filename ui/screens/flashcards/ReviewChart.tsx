import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { Bar, BarChart, CartesianGrid, Tooltip, XAxis, YAxis } from 'recharts';
import type { FlashcardStore } from '../../../src/stores/flashcards/FlashcardStore';
import { flashcardStrings as strings } from './strings';

/** A Chakra colour token as the CSS variable it becomes: it follows the colour mode inside the SVG too. */
const token = (name: string) => `var(--chakra-colors-${name.replace('.', '-')})`;
const AXIS_TICK = { fill: token('fg.muted'), fontSize: 12 };

/** The learner's reviews of the map's cards per day (recharts), Again's share stacked in its colour. */
export const ReviewChart = observer(function ReviewChart({ store }: { store: FlashcardStore }) {
  const points = store.reviewDays.map(({ day, reviews, again }) => ({
    day,
    again,
    remembered: reviews - again,
  }));
  return (
    <Stack gap="2">
      <Heading as="h2" size="sm">
        {strings.chartHeading}
      </Heading>
      {points.length === 0 ? (
        <Text fontSize="sm" color="fg.muted">
          {strings.chartEmpty}
        </Text>
      ) : (
        <Box role="figure" aria-label={strings.chartLabel} data-testid="review-chart" w="100%">
          <BarChart responsive style={{ width: '100%', height: 160 }} data={points}>
            <CartesianGrid strokeDasharray="3 3" stroke={token('border')} vertical={false} />
            <XAxis dataKey="day" tick={AXIS_TICK} minTickGap={12} />
            <YAxis allowDecimals={false} tick={AXIS_TICK} width={28} />
            <Tooltip contentStyle={{ background: token('bg.panel'), borderColor: token('border') }} />
            <Bar
              dataKey="remembered"
              stackId="day"
              name={strings.chartSeries.remembered}
              fill={token('brand.solid')}
              isAnimationActive={false}
            />
            <Bar
              dataKey="again"
              stackId="day"
              name={strings.chartSeries.again}
              fill={token('red.solid')}
              isAnimationActive={false}
            />
          </BarChart>
        </Box>
      )}
    </Stack>
  );
});
