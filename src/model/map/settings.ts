/** Per-map settings stored with the map, and per-user view settings kept beside it (spec 2 section 3). */
import type { QuizSettings } from '../quiz/types';
import { CONNECTION_TYPE, type ConnectionType, CURRENT_MAP_VERSION } from './constants';

export interface MapSettings {
  version: number;
  positiveTruthColour: string;
  negativeTruthColour: string;
  neutralTruthColour: string;
  defaultConnectionType: ConnectionType;
  /** How the map's questions are answered as a quiz; absent: the defaults (`quizSettingsOf`, src/model/quiz/load.ts). */
  quiz?: QuizSettings;
}

/** The truth colours are not shown in the spec: green for true, red for false, grey for neutral. */
export const DEFAULT_MAP_SETTINGS: Readonly<MapSettings> = {
  version: CURRENT_MAP_VERSION,
  positiveTruthColour: '#2e7d32',
  negativeTruthColour: '#c62828',
  neutralTruthColour: '#9e9e9e',
  defaultConnectionType: CONNECTION_TYPE.RELATIVE,
};

export interface UserSettings {
  zoomToFit: boolean;
  showMainEditor: boolean;
  expertMode: boolean;
  showLevelPanel: boolean;
  showSearchPanel: boolean;
  showTagsPanel: boolean;
  showUserNote: boolean;
  showAdjoiningNodesPanel: boolean;
  allSelectedTagsRequired: boolean;
}

export const DEFAULT_USER_SETTINGS: Readonly<UserSettings> = {
  zoomToFit: true,
  showMainEditor: true,
  expertMode: false,
  showLevelPanel: false,
  showSearchPanel: false,
  showTagsPanel: false,
  showUserNote: false,
  showAdjoiningNodesPanel: false,
  allSelectedTagsRequired: false,
};
