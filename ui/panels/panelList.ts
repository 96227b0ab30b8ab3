/** The panels that can be shown or hidden (spec 2 section 2), in the order the toolbar shows them. */
import { panelStrings as strings } from './strings';
import type { PanelSettingName } from './usePanelSettings';

type Panel = { setting: PanelSettingName; title: string };

/** The main editor: the selected node's or connection's panel, beside the canvas. */
export const MAIN_EDITOR: Panel = { setting: 'showMainEditor', title: strings.panels.mainEditor };

/** The side panels, in the order the panel column shows them. */
export const PANELS: readonly Panel[] = [
  { setting: 'showLevelPanel', title: strings.panels.levels },
  { setting: 'showSearchPanel', title: strings.panels.search },
  { setting: 'showTagsPanel', title: strings.panels.tags },
  { setting: 'showUserNote', title: strings.panels.userNote },
  { setting: 'showAdjoiningNodesPanel', title: strings.panels.adjoining },
];
