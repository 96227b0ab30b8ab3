/** The side panels in the order the toolbar and the panel column show them. */
import { panelStrings as strings } from './strings';
import type { PanelSettingName } from './usePanelSettings';

export const PANELS: readonly { setting: PanelSettingName; title: string }[] = [
  { setting: 'showLevelPanel', title: strings.panels.levels },
  { setting: 'showSearchPanel', title: strings.panels.search },
  { setting: 'showTagsPanel', title: strings.panels.tags },
  { setting: 'showUserNote', title: strings.panels.userNote },
  { setting: 'showAdjoiningNodesPanel', title: strings.panels.adjoining },
];
