/**
 * The layering table (DESIGN.md, Layout) as `npm run lint` checks it: each rule of .dependency-cruiser.mjs
 * fires on a fixture that breaks it (tests/fixtures/layering), and today's tree breaks none beyond its
 * baseline of known violations, each of which still exists.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { cruise, type ICruiseOptions, type ICruiseResult, type IViolation } from 'dependency-cruiser';
import extractDepcruiseOptions from 'dependency-cruiser/config-utl/extract-depcruise-options';
import extractTSConfig from 'dependency-cruiser/config-utl/extract-ts-config';
import { beforeAll, describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');
const FIXTURE = path.join(ROOT, 'tests/fixtures/layering');
/** The folders `npm run lint:layers` cruises. */
const LAYERS = ['src', 'engine', 'ui', 'workers', 'server'];

let options: ICruiseOptions;

beforeAll(async () => {
  options = await extractDepcruiseOptions(path.join(ROOT, '.dependency-cruiser.mjs'));
});

type Violation = { rule: string; from: string; to: string };

/** Violations in a stable order; a package is named as `npm:name`, wherever it was installed. */
async function violationsIn(baseDir: string): Promise<Violation[]> {
  const tsConfigFile = path.join(ROOT, 'tsconfig.json');
  const result = await cruise(
    LAYERS,
    { ...options, baseDir, tsConfig: { fileName: tsConfigFile } },
    {},
    { tsConfig: extractTSConfig(tsConfigFile) },
  );
  const { summary } = result.output as ICruiseResult;
  return sorted(
    summary.violations.map((violation: IViolation) => ({
      rule: violation.rule.name,
      from: violation.from,
      to: violation.to.replace(/^.*node_modules\/((@[^/]+\/)?[^/]+)\/.*$/, 'npm:$1'),
    })),
  );
}

function sorted(violations: Violation[]): Violation[] {
  const key = (v: Violation) => `${v.rule} ${v.from} ${v.to}`;
  return [...violations].sort((a, b) => key(a).localeCompare(key(b)));
}

describe('the layering rules', () => {
  let fixture: Violation[];
  beforeAll(async () => {
    fixture = await violationsIn(FIXTURE);
  }, 60_000);

  it('report each broken row of the table by name, type-only imports included', () => {
    expect(fixture.filter((violation) => violation.rule !== 'no-circular')).toEqual(
      sorted([
        {
          rule: 'model-imports-nothing-outside-itself',
          from: 'src/model/entity.ts',
          to: 'src/stores/store.ts',
        },
        { rule: 'model-is-framework-free', from: 'src/model/reactive.ts', to: 'npm:mobx' },
        { rule: 'model-runs-outside-node', from: 'src/model/files.ts', to: 'fs' },
        { rule: 'stores-import-model-and-api', from: 'src/stores/store.ts', to: 'engine/camera.ts' },
        { rule: 'api-imports-only-model', from: 'src/api/client.ts', to: 'src/stores/store.ts' },
        { rule: 'entry-imports-no-server', from: 'src/main.ts', to: 'server/app.ts' },
        { rule: 'engine-imports-only-model', from: 'engine/scene.ts', to: 'src/api/client.ts' },
        { rule: 'engine-imports-no-react', from: 'engine/view.ts', to: 'npm:react' },
        { rule: 'ui-imports-src-and-engine', from: 'ui/panel.ts', to: 'server/app.ts' },
        { rule: 'ui-imports-src-and-engine', from: 'ui/panel.ts', to: 'workers/calc.ts' },
        { rule: 'workers-import-only-model', from: 'workers/calc.ts', to: 'src/stores/store.ts' },
        { rule: 'server-imports-only-model', from: 'server/app.ts', to: 'engine/camera.ts' },
      ]),
    );
  });

  it('report a cycle of value imports, not one closed only by a type import', () => {
    const cycles = fixture.filter((violation) => violation.rule === 'no-circular');
    expect(cycles.length).toBeGreaterThan(0);
    for (const cycle of cycles) expect(cycle.from).toMatch(/^src\/model\/cycle[AB]\.ts$/);
  });

  it('hold for today’s tree, and every known violation in the baseline still exists', async () => {
    const baselineFile = path.join(ROOT, '.dependency-cruiser-known-violations.json');
    const known: { from: string; to: string; rule: { name: string } }[] = JSON.parse(
      readFileSync(baselineFile, 'utf8'),
    );
    expect(await violationsIn(ROOT)).toEqual(
      sorted(
        known.map((violation) => ({ rule: violation.rule.name, from: violation.from, to: violation.to })),
      ),
    );
  }, 120_000);
});
