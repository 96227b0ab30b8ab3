import { Stack } from '@chakra-ui/react';
import type { DocumentAction, MapAction } from '../../src/model/actions/types';
import { newId } from '../../src/model/ids';
import { VISIBILITIES } from '../../src/model/map/constants';
import type { ReadonlyList } from '../../src/model/map/entityList';
import type { MapNode } from '../../src/model/map/node';
import type { Neighbourhood } from '../../src/model/map/types';
import { CheckField } from '../components/CheckField';
import { SelectField } from '../components/SelectField';
import { VISIBILITY_LABELS } from './connectionStrings';
import { panelStrings as strings } from './nodePanelStrings';

export interface NodeDisplaySectionProps {
  node: MapNode;
  nodes: ReadonlyList<MapNode>;
  neighbourhoods: readonly Neighbourhood[];
  editable: boolean;
  apply: (action: MapAction) => void;
}

const NONE = '';
const NEW = 'new';

/**
 * How the node shows (spec 2 sections 3 and 4): its visibility, whether its descendants and ascendants
 * are expanded, and the neighbourhood it belongs to (joining one, starting one, or leaving).
 */
export function NodeDisplaySection({
  node,
  nodes,
  neighbourhoods,
  editable,
  apply,
}: NodeDisplaySectionProps) {
  const current = neighbourhoods.find((n) => n.rootNodeId === node.id || n.nodeIds.includes(node.id));
  const title = (id: string) => nodes.find((other) => other.id === id)?.title ?? id;
  const choices = [
    { value: NONE, label: strings.noNeighbourhood },
    ...neighbourhoods.map((n) => ({ value: n.id, label: strings.neighbourhoodOf(title(n.rootNodeId)) })),
    ...(current?.rootNodeId === node.id ? [] : [{ value: NEW, label: strings.newNeighbourhood }]),
  ];
  const setNeighbourhood = (value: string) => {
    const actions: DocumentAction[] = [];
    if (current) actions.push({ type: 'toggleNeighbourhood', neighbourhoodId: current.id, nodeId: node.id });
    if (value !== NONE) {
      const neighbourhoodId = value === NEW ? newId() : value;
      actions.push({ type: 'toggleNeighbourhood', neighbourhoodId, nodeId: node.id });
    }
    if (actions.length > 0)
      apply(actions.length === 1 ? (actions[0] as DocumentAction) : { type: 'batch', actions });
  };

  return (
    <Stack gap="3">
      <SelectField
        label={strings.visibility}
        value={node.visibility}
        options={VISIBILITIES.map((value) => ({ value, label: VISIBILITY_LABELS[value] }))}
        disabled={!editable}
        onChange={(visibility) => apply({ type: 'setNodeVisibility', nodeIds: [node.id], visibility })}
      />
      <CheckField
        label={strings.showDescendants}
        checked={node.showDescendants !== false}
        disabled={!editable}
        onChange={(showDescendants) => apply({ type: 'setNodeExpansion', nodeId: node.id, showDescendants })}
      />
      <CheckField
        label={strings.showAscendants}
        checked={node.showAscendants !== false}
        disabled={!editable}
        onChange={(showAscendants) => apply({ type: 'setNodeExpansion', nodeId: node.id, showAscendants })}
      />
      <SelectField
        label={strings.neighbourhood}
        value={current?.id ?? NONE}
        options={choices}
        disabled={!editable}
        onChange={setNeighbourhood}
      />
    </Stack>
  );
}
