import { describe, expect, it } from 'vitest';
import { CURRENT_MAP_VERSION } from '../../model/map/constants';
import {
  isKeepable,
  isStaleOfflineCopy,
  mayReplaceOfflineCopy,
  offlineRecordFor,
  readOfflineMapEntry,
  readOfflineRecord,
} from './records';
import { OFFLINE_MESSAGES } from './strings';
import { offlineEntry } from './testEntries';

/** The entry as it comes back from the cache: through JSON. */
const cached = (value: unknown): unknown => JSON.parse(JSON.stringify(value));

describe('readOfflineMapEntry', () => {
  it('reads back a kept map with its base version and rights', () => {
    const entry = offlineEntry();
    expect(readOfflineMapEntry(cached(entry))).toEqual({ status: 'ok', entry: cached(entry) });
  });

  it("refuses a map without nodes, name or id with the spec's message", () => {
    const entry = offlineEntry();
    for (const document of [
      { ...entry.document, nodes: [] },
      { ...entry.document, name: '' },
      { ...entry.document, id: undefined },
    ]) {
      expect(readOfflineMapEntry(cached({ ...entry, document }))).toEqual({
        status: 'malformed',
        errors: [OFFLINE_MESSAGES.notWellFormed],
      });
    }
  });

  it('refuses an entry without a document or a base version', () => {
    const { document, ...record } = offlineEntry();
    expect(readOfflineMapEntry(cached(record)).status).toBe('malformed');
    expect(readOfflineMapEntry(cached({ ...offlineEntry(), version: 'three' })).status).toBe('malformed');
    expect(readOfflineMapEntry('not json').status).toBe('malformed');
  });

  it('puts the precise errors after the spec message for a well-formed but invalid map', () => {
    const entry = offlineEntry();
    const [node] = entry.document.nodes;
    const document = { ...entry.document, nodes: [{ ...node, colour: 'blue-ish' }] };
    const reading = readOfflineMapEntry(cached({ ...entry, document }));
    expect(reading.status).toBe('malformed');
    if (reading.status !== 'malformed') return;
    expect(reading.errors[0]).toBe(OFFLINE_MESSAGES.notWellFormed);
    expect(reading.errors[1]).toMatch(/^nodes\[0\]\.colour: /);
  });

  it('ignores a map kept at another map version, even one that would not validate now', () => {
    const entry = offlineEntry();
    for (const version of [CURRENT_MAP_VERSION - 1, CURRENT_MAP_VERSION + 1, undefined]) {
      const document = { ...entry.document, nodes: [], settings: { ...entry.document.settings, version } };
      expect(readOfflineMapEntry(cached({ ...entry, document }))).toEqual({
        status: 'unsupportedVersion',
        version,
      });
    }
  });

  it('opens a copy whose rights are missing in review only', () => {
    const { accessRight, hasEditRights, hasShareRights, ...entry } = offlineEntry();
    const reading = readOfflineMapEntry(cached(entry));
    expect(reading.status === 'ok' && reading.entry).toMatchObject({
      accessRight: 'view',
      hasEditRights: false,
      hasShareRights: false,
    });
  });
});

describe('offline records', () => {
  it('reads name, isModified, updated and version, defaulting each (no version when there is none)', () => {
    expect(readOfflineRecord({ name: 'Cells', isModified: true, updated: 5, version: 4 })).toEqual({
      name: 'Cells',
      isModified: true,
      updated: 5,
      version: 4,
    });
    expect(readOfflineRecord({ isModified: 'yes', version: 'four' })).toEqual({
      name: '',
      isModified: false,
      updated: 0,
    });
    expect(readOfflineRecord(['Cells'])).toBeNull();
  });

  it('marks a copy saved offline as modified and a kept or synced one as not', () => {
    expect(offlineRecordFor('Cells', true, 7, 3)).toEqual({
      name: 'Cells',
      isModified: true,
      updated: 7,
      version: 3,
    });
    expect(offlineRecordFor('Cells', false, 8, 3).isModified).toBe(false);
  });

  it('calls a copy stale only when it holds nothing unsynced and was kept at another version', () => {
    expect(isStaleOfflineCopy(null, 4)).toBe(false);
    expect(isStaleOfflineCopy(offlineRecordFor('Cells', false, 1, 4), 4)).toBe(false);
    expect(isStaleOfflineCopy(offlineRecordFor('Cells', false, 1, 3), 4)).toBe(true);
    expect(isStaleOfflineCopy(offlineRecordFor('Cells', true, 1, 3), 4)).toBe(false);
    // Kept before records carried a version: replaced once, nothing unsynced is lost.
    expect(isStaleOfflineCopy({ name: 'Cells', isModified: false, updated: 1 }, 4)).toBe(true);
  });

  it('calls a copy with unsynced work stale only when this editor kept it and nothing wrote it since', () => {
    const kept = offlineRecordFor('Cells', true, 1700, 3);
    expect(isStaleOfflineCopy(kept, 4, 1700)).toBe(true);
    expect(isStaleOfflineCopy(kept, 4, 1699)).toBe(false);
    expect(isStaleOfflineCopy(kept, 4)).toBe(false);
  });

  it('keeps only maps with a name and nodes', () => {
    expect(isKeepable(offlineEntry().document)).toBe(true);
    expect(isKeepable({ ...offlineEntry().document, nodes: [] })).toBe(false);
  });

  it('does not replace a copy holding unsynced work', () => {
    expect(mayReplaceOfflineCopy(null)).toBe(true);
    expect(mayReplaceOfflineCopy(offlineRecordFor('Cells', false, 1, 3))).toBe(true);
    expect(mayReplaceOfflineCopy(offlineRecordFor('Cells', true, 1, 3))).toBe(false);
  });
});
