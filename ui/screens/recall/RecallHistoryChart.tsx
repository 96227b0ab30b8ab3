import { Box, Text } from '@chakra-ui/react';
import { CartesianGrid, Line, LineChart, Tooltip, XAxis, YAxis } from 'recharts';
import type { RecallResult } from '../../../src/model/recall/types';
import { formatCellDate } from '../maps/format';
import { recallStrings as strings } from './strings';

/** A Chakra colour token as the CSS variable it becomes: it follows the colour mode inside the SVG too. */
const token = (name: string) => `var(--chakra-colors-${name.replace('.', '-')})`;
const AXIS_TICK = { fill: token('fg.muted'), fontSize: 12 };

const percent = (fraction: number) => `${Math.round(fraction * 100)}%`;

/** The learner's sessions of this scope, oldest first: the fraction of the nodes recalled in each (recharts). */
export function RecallHistoryChart({ results }: { results: readonly RecallResult[] }) {
  if (results.length === 0) return null;
  const points = results.map((result) => ({
    date: formatCellDate(result.createdAt),
    recalled: result.summary.available === 0 ? 0 : result.summary.matches / result.summary.available,
  }));
  return (
    <Box mt="6" role="figure" aria-label={strings.historyLabel} data-testid="recall-history">
      <Text fontSize="sm" fontWeight="medium" mb="2">
        {strings.historyTitle}
      </Text>
      <LineChart responsive style={{ width: '100%', height: 180 }} data={points} margin={{ right: 16 }}>
        <CartesianGrid strokeDasharray="3 3" stroke={token('border')} />
        <XAxis dataKey="date" minTickGap={16} tick={AXIS_TICK} />
        <YAxis domain={[0, 1]} tickFormatter={percent} tick={AXIS_TICK} width={40} />
        <Tooltip
          formatter={(value) => percent(Number(value))}
          contentStyle={{ background: token('bg.panel'), borderColor: token('border') }}
        />
        <Line
          type="monotone"
          dataKey="recalled"
          name={strings.historySeries}
          stroke={token('brand.fg')}
          strokeWidth={2}
          isAnimationActive={false}
        />
      </LineChart>
    </Box>
  );
}
