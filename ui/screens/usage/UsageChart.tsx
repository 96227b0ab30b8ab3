import { Box } from '@chakra-ui/react';
import { CartesianGrid, Legend, Line, LineChart, Tooltip, XAxis, YAxis } from 'recharts';
import { formatUsageAxisDay, formatUsageDay, type UsageChartPoint } from '../../../src/model/usage';
import { usageStrings } from './strings';

/** A Chakra colour token as the CSS variable it becomes: it follows the colour mode inside the SVG too. */
const token = (name: string) => `var(--chakra-colors-${name.replace('.', '-')})`;

/** The five series of spec 1 section 3, each with its colour; total drawn heavier, in the text colour. */
const SERIES = [
  { key: 'loads', colour: token('brand.fg') },
  { key: 'courseLoads', colour: token('blue.fg') },
  { key: 'updates', colour: token('orange.fg') },
  { key: 'shares', colour: token('purple.fg') },
  { key: 'total', colour: token('fg') },
] as const;

const AXIS_TICK = { fill: token('fg.muted') };

/** Daily usage as lines over calendar days (recharts), sized to its container. */
export function UsageChart({ points }: { points: UsageChartPoint[] }) {
  return (
    <Box role="figure" aria-label={usageStrings.chartLabel} data-testid="usage-chart" w="100%">
      <LineChart responsive style={{ width: '100%', height: 420 }} data={points} margin={{ right: 24 }}>
        <CartesianGrid strokeDasharray="3 3" stroke={token('border')} />
        <XAxis dataKey="date" tickFormatter={formatUsageAxisDay} minTickGap={16} tick={AXIS_TICK} />
        <YAxis allowDecimals={false} tick={AXIS_TICK} />
        <Tooltip
          labelFormatter={(label) => formatUsageDay(String(label))}
          contentStyle={{ background: token('bg.panel'), borderColor: token('border') }}
        />
        <Legend />
        {SERIES.map((series) => (
          <Line
            key={series.key}
            type="monotone"
            dataKey={series.key}
            name={usageStrings.series[series.key]}
            stroke={series.colour}
            strokeWidth={series.key === 'total' ? 3 : 2}
            dot={false}
            isAnimationActive={false}
          />
        ))}
      </LineChart>
    </Box>
  );
}
