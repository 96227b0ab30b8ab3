/**
 * Every text of the offline map cache (spec 2 sections 4, 7 and 8): the messages shown to users, the
 * lines written to the log, and the words of the screens and menu items that keep maps offline.
 */
import { OFFLINE_MAP_NOT_WELL_FORMED } from '../../model/map/messages';

/** Spec 2 section 8, word for word. */
export const OFFLINE_MESSAGES = {
  notSupported: 'CacheStorage not supported by the browser.',
  notWellFormed: OFFLINE_MAP_NOT_WELL_FORMED,
  unreadableUserSettings: 'Unable to read user settings',
  unreadableRecord: 'Unable to read offlineMap',
  unsupportedVersion: (mapId: string, version: unknown) =>
    `Offline map ${mapId} ignored: it was kept at map version ${String(version)}, not the current one.`,
} as const;

export const offlineStrings = {
  keepOffline: 'Keep offline',
  removeOffline: 'Remove offline copy',
  offlineMaps: 'Offline maps',
  kept: (name: string) => `${name} is kept offline on this device.`,
  removed: (name: string) => `The offline copy of ${name} was removed.`,
  keepFailed: 'The map could not be kept offline.',
  refreshFailed: 'The offline copy could not be brought up to the saved version.',
  notKeepable: 'A map needs a name and at least one node to be kept offline.',
  unsyncedCopy: 'The offline copy has changes that are not synced yet: open it and sync first.',
  notCached: 'This map is not kept offline on this device.',
  sync: 'Sync',
  syncing: 'Syncing…',
  synced: 'Synced with the server',
  updatedFromServer: 'Updated to the newer version saved on the server',
  pullFailed: 'The server could not be asked for a newer version of the offline copy.',
  syncFailed: 'The offline copy could not be synced.',
  offlineBadge: 'Offline copy',
  listTitle: 'Offline maps',
  listEmpty: 'No maps are kept offline on this device. Open a map and choose File, Keep offline.',
  listLoading: 'Loading offline maps…',
  notSynced: 'Not synced',
  updated: (epochMs: number) => `Kept ${new Date(epochMs).toLocaleString()}`,
  remove: 'Remove',
  updateAvailable: 'A new version of the app is available.',
  refreshAndUpdate: 'Refresh and Update',
} as const;
