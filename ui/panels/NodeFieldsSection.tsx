import { Stack } from '@chakra-ui/react';
import type { MapAction, NodeAttributes } from '../../src/model/actions/types';
import {
  FONT_SIZE_LABELS,
  FONT_SIZE_NAMES,
  type FontSizeName,
  NODE_SUB_TYPE,
  type NodeSubType,
} from '../../src/model/map/constants';
import type { MapNode } from '../../src/model/map/node';
import { CheckField } from '../components/CheckField';
import { NumberField } from '../components/NumberField';
import { SelectField } from '../components/SelectField';
import { panelStrings as strings } from './nodePanelStrings';
import { ReverseField } from './ReverseField';

export interface NodeFieldsSectionProps {
  node: MapNode;
  editable: boolean;
  apply: (action: MapAction) => void;
}

const FONT_SIZE_OPTIONS = FONT_SIZE_NAMES.map((value) => ({ value, label: FONT_SIZE_LABELS[value] }));
const SUB_TYPE_OPTIONS = [
  { value: String(NODE_SUB_TYPE.CONTENT), label: strings.subTypes.content },
  { value: String(NODE_SUB_TYPE.OPERATOR), label: strings.subTypes.operator },
];
/** The content box sizes the panel offers (the spec sets none): big enough to read, small enough to see whole. */
const CONTENT_SIZE = { min: 50, max: 2000 };
const CONTENT_SHOWN = ['showContent', 'showDefaultContent'] as const;
const CONTENT_SIZE_FIELDS = ['contentWidth', 'contentHeight'] as const;

/**
 * A node's fields beyond title, operator, colour and strength (spec 2 section 3): title size, kind,
 * how its content shows and how big, whether its manual strength counts, and the reversal of its truth.
 * Each change is one undoable map action.
 */
export function NodeFieldsSection({ node, editable, apply }: NodeFieldsSectionProps) {
  const set = (attributes: NodeAttributes) =>
    apply({ type: 'setNodeAttributes', nodeId: node.id, attributes });
  const disabled = !editable;
  return (
    <Stack gap="3">
      <SelectField
        label={strings.titleFontSize}
        value={node.titleFontSize}
        options={FONT_SIZE_OPTIONS}
        disabled={disabled}
        onChange={(titleFontSize: FontSizeName) => set({ titleFontSize })}
      />
      <SelectField
        label={strings.subType}
        value={String(node.subType)}
        options={SUB_TYPE_OPTIONS}
        disabled={disabled}
        onChange={(value) => set({ subType: Number(value) as NodeSubType })}
      />
      {CONTENT_SHOWN.map((field) => (
        <CheckField
          key={field}
          label={strings[field]}
          checked={node[field]}
          disabled={disabled}
          onChange={(checked) => set({ [field]: checked })}
        />
      ))}
      {CONTENT_SIZE_FIELDS.map((field) => (
        <NumberField
          key={field}
          label={strings[field]}
          value={node[field]}
          {...CONTENT_SIZE}
          disabled={disabled}
          commit={(size) => set({ [field]: size })}
        />
      ))}
      <CheckField
        label={strings.ignoreManualStrength}
        checked={node.ignoreManualStrength}
        disabled={disabled}
        onChange={(ignoreManualStrength) =>
          apply({ type: 'setNodeStrength', nodeId: node.id, strength: node.strength, ignoreManualStrength })
        }
      />
      <ReverseField
        label={strings.reverseTruth}
        conditionLabel={strings.reverseTruthCondition}
        reverse={node.reverseTruth}
        condition={node.reverseTruthCondition}
        disabled={disabled}
        onReverse={(reverseTruth) => set({ reverseTruth })}
        onCondition={(reverseTruthCondition) => set({ reverseTruthCondition })}
      />
    </Stack>
  );
}
