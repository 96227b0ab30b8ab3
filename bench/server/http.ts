import autocannon from 'autocannon';
import { type Metric, round } from '../types';

interface Scenario {
  name: string;
  path: string;
  method?: string;
  body?: unknown;
}

/** Requests per second and p99 latency of real server calls under 10 concurrent connections. */
const SCENARIOS: Scenario[] = [
  { name: 'server.health', path: '/a/health' },
  { name: 'server.graphql', path: '/graphql', method: 'POST', body: { query: '{ __typename }' } },
  {
    name: 'server.clientLog.write',
    path: '/a/log',
    method: 'PUT',
    body: { message: 'bench: client error report' },
  },
];

export async function benchHttp(baseUrl: string, seconds: number): Promise<Metric[]> {
  const metrics: Metric[] = [];
  for (const scenario of SCENARIOS) {
    const result = await autocannon({
      url: `${baseUrl}${scenario.path}`,
      connections: 10,
      duration: seconds,
      method: scenario.method ?? 'GET',
      ...(scenario.body
        ? { body: JSON.stringify(scenario.body), headers: { 'content-type': 'application/json' } }
        : {}),
    });
    if (result.errors > 0 || result.non2xx > 0) {
      throw new Error(`${scenario.name}: ${result.errors} errors, ${result.non2xx} non-2xx answers`);
    }
    const n = result.requests.total;
    metrics.push(
      { name: `${scenario.name}.throughput`, value: round(result.requests.average), unit: 'req/s', n },
      { name: `${scenario.name}.p99`, value: round(result.latency.p99), unit: 'ms', n },
    );
  }
  return metrics;
}
