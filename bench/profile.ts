/** A DevTools CPU profile around a measured step, summarised as the functions with the most self time. */
import { writeFileSync } from 'node:fs';
import type { CDPSession } from '@playwright/test';

export async function startProfile(cdp: CDPSession): Promise<void> {
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.start');
}

/**
 * Stops the profile and prints the `count` functions with the most self time (ms), for a bench's debug run.
 * BENCH_PROFILE_OUT=file.cpuprofile keeps the whole profile for DevTools, as file-{step}.cpuprofile where
 * a run profiles several steps.
 */
export async function printProfile(cdp: CDPSession, count: number, step?: string): Promise<void> {
  const { profile } = await cdp.send('Profiler.stop');
  const out = process.env.BENCH_PROFILE_OUT;
  if (out) writeFileSync(step ? out.replace(/(\.cpuprofile)?$/, `-${step}$1`) : out, JSON.stringify(profile));
  const self = new Map<string, number>();
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const deltas = profile.timeDeltas ?? [];
  (profile.samples ?? []).forEach((id, index) => {
    const node = byId.get(id);
    if (!node) return;
    const { functionName, url, lineNumber } = node.callFrame;
    const key = `${functionName || '(anon)'} ${url.split('/').pop()}:${lineNumber}`;
    self.set(key, (self.get(key) ?? 0) + (deltas[index] ?? 0) / 1000);
  });
  console.error([...self].sort((a, b) => b[1] - a[1]).slice(0, count));
}
