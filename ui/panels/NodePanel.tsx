import { Box, Field, Heading, Input, Stack, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { type Ref, useRef } from 'react';
import type { MapAction } from '../../src/model/actions/types';
import { OPERATOR, type Operator } from '../../src/model/map/constants';
import type { ReadonlyList } from '../../src/model/map/entityList';
import type { MapNode } from '../../src/model/map/node';
import type { Neighbourhood } from '../../src/model/map/types';
import { strengthLabel } from '../../src/model/truth/messages';
import { SelectField } from '../components/SelectField';
import { StrengthControl } from '../components/StrengthControl';
import { useDraft } from '../components/useDraft';
import { editorStrings as strings } from '../screens/map/strings';
import { LazyContentSection as ContentSection } from './LazyContentSection';
import type { PanelLinks } from './links';
import { NodeColourField } from './NodeColourField';
import { NodeDisplaySection } from './NodeDisplaySection';
import { NodeFieldsSection } from './NodeFieldsSection';
import { NodeMapLinkField } from './NodeMapLinkField';

export interface NodePanelProps {
  node: MapNode;
  editable: boolean;
  /** Applies a map action; the panel shows what the map holds afterwards. */
  apply: (action: MapAction) => void;
  /** The title field, so the editor's keyboard path can go to it. */
  titleRef?: Ref<HTMLInputElement>;
  /** The node's truth status ('Dissonant: Manual truth is ...'), describing its state; null when none. */
  truthStatus?: string | null;
  /** The map's nodes, for links from the content to other nodes and for neighbourhoods' names. */
  nodes?: ReadonlyList<MapNode>;
  neighbourhoods?: readonly Neighbourhood[];
  /** Where the content's links and the node's map link go. */
  links?: PanelLinks;
  /** Escape in the title: the focus goes back to the map, the node still selected. */
  onLeaveTitle?: () => void;
}

const OPERATOR_OPTIONS = Object.entries(OPERATOR).map(([name, value]) => ({
  value: String(value),
  label: name.replaceAll('_', ' '),
}));

/** The selected node: title, operator, manual truth and calculated truth. */
export const NodePanel = observer(function NodePanel({
  node,
  editable,
  apply,
  titleRef,
  truthStatus = null,
  nodes,
  neighbourhoods,
  links,
  onLeaveTitle,
}: NodePanelProps) {
  const title = useDraft(node.title);
  /** Escape abandons the typed title: the blur that follows must not commit it. */
  const abandoning = useRef(false);
  // One committed title per edit (undo returns the title the edit started from).
  const commitTitle = () => {
    const trimmed = title.value.trim();
    if (title.editing && trimmed !== '' && trimmed !== node.title)
      apply({ type: 'setNodeTitle', nodeId: node.id, title: trimmed });
    title.done();
  };

  return (
    <Box
      as="aside"
      aria-label={strings.nodePanel}
      // Wider while editing, for the content editor's toolbar.
      w={editable ? '380px' : '280px'}
      borderLeftWidth="1px"
      p="4"
      overflowY="auto"
    >
      <Stack gap="4">
        <Heading as="h2" size="sm">
          {strings.nodePanel}
        </Heading>
        <Field.Root disabled={!editable}>
          <Field.Label>{strings.title}</Field.Label>
          <Input
            ref={titleRef}
            data-tour="node-title"
            value={title.value}
            onChange={(event) => title.change(event.target.value)}
            onBlur={() => {
              if (abandoning.current) abandoning.current = false;
              else commitTitle();
            }}
            onKeyDown={(event) => {
              if (event.key === 'Enter') commitTitle();
              if (event.key === 'Escape') {
                title.done();
                abandoning.current = true;
                onLeaveTitle?.();
                abandoning.current = false;
              }
            }}
          />
        </Field.Root>
        <SelectField
          label={strings.operator}
          value={String(node.operator)}
          options={OPERATOR_OPTIONS}
          disabled={!editable}
          onChange={(value) =>
            apply({ type: 'setNodeOperator', nodeId: node.id, operator: Number(value) as Operator })
          }
        />
        <NodeColourField node={node} editable={editable} apply={apply} />
        <StrengthControl
          label={strings.strength}
          value={node.strength}
          disabled={!editable}
          clearLabel={strings.noStrength}
          setLabel={strings.setStrength}
          onChange={(strength) => apply({ type: 'setNodeStrength', nodeId: node.id, strength })}
        />
        <Text fontSize="sm" data-testid="node-truth">
          {strings.truthValue(strengthLabel(node.truth))}
        </Text>
        {truthStatus && (
          <Text fontSize="sm" color="fg.muted" role="status" data-testid="node-truth-status">
            {truthStatus}
          </Text>
        )}
        <NodeFieldsSection node={node} editable={editable} apply={apply} />
        <NodeMapLinkField node={node} editable={editable} apply={apply} links={links} />
        {nodes && (
          <NodeDisplaySection
            node={node}
            nodes={nodes}
            neighbourhoods={neighbourhoods ?? []}
            editable={editable}
            apply={apply}
          />
        )}
        <ContentSection
          key={node.id}
          ownerId={node.id}
          prose={node.prose}
          editable={editable}
          commit={(prose) => apply({ type: 'setNodeContent', nodeId: node.id, prose })}
          nodes={nodes}
          links={links}
        />
      </Stack>
    </Box>
  );
});
