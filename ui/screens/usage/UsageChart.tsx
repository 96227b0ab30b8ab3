import { Box } from '@chakra-ui/react';
import { CartesianGrid, Legend, Line, LineChart, Tooltip, XAxis, YAxis } from 'recharts';
import { formatUsageAxisDay, formatUsageDay, type UsageChartPoint } from '../../../src/model/usage';
import { usageStrings } from './strings';

/** The five series of spec 1 section 3, each with its colour; total drawn heavier. */
const SERIES = [
  { key: 'loads', colour: '#2e9d5b' },
  { key: 'courseLoads', colour: '#3182ce' },
  { key: 'updates', colour: '#dd6b20' },
  { key: 'shares', colour: '#805ad5' },
  { key: 'total', colour: '#1a202c' },
] as const;

/** Daily usage as lines over calendar days (recharts), sized to its container. */
export function UsageChart({ points }: { points: UsageChartPoint[] }) {
  return (
    <Box role="figure" aria-label={usageStrings.chartLabel} data-testid="usage-chart" w="100%">
      <LineChart responsive style={{ width: '100%', height: 420 }} data={points} margin={{ right: 24 }}>
        <CartesianGrid strokeDasharray="3 3" />
        <XAxis dataKey="date" tickFormatter={formatUsageAxisDay} minTickGap={16} />
        <YAxis allowDecimals={false} />
        <Tooltip labelFormatter={(label) => formatUsageDay(String(label))} />
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
