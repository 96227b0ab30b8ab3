import { Button, Field, HStack, Wrap } from '@chakra-ui/react';
import type { MapAction } from '../../src/model/actions/types';
import { NODE_COLOURS } from '../../src/model/map/constants';
import type { MapNode } from '../../src/model/map/node';
import { panelStrings as strings } from './nodePanelStrings';

export interface NodeColourFieldProps {
  node: MapNode;
  editable: boolean;
  apply: (action: MapAction) => void;
}

/**
 * The node's colour from the palette: choosing one draws the node in it (colour override); 'Truth
 * colour' returns it to the colour of its truth (spec 2 section 3, colour and colourOverride).
 */
export function NodeColourField({ node, editable, apply }: NodeColourFieldProps) {
  return (
    <Field.Root disabled={!editable}>
      <Field.Label>{strings.colour}</Field.Label>
      <Wrap gap="1" role="radiogroup" aria-label={strings.colour}>
        {NODE_COLOURS.map((colour) => {
          const chosen = node.colourOverride && node.colour === colour;
          return (
            // biome-ignore lint/a11y/useSemanticElements: a swatch is a button with radio semantics; a native radio cannot be drawn as a swatch without hiding it from touch
            <button
              key={colour}
              type="button"
              role="radio"
              aria-checked={chosen}
              aria-label={strings.colourNamed(colour)}
              disabled={!editable}
              style={{
                width: 24,
                height: 24,
                borderRadius: 4,
                background: colour,
                border: chosen ? '3px solid #2b6cb0' : '1px solid #a0aec0',
              }}
              onClick={() => apply({ type: 'setNodeColour', nodeId: node.id, colour, colourOverride: true })}
            />
          );
        })}
      </Wrap>
      <HStack>
        <Button
          size="xs"
          variant="ghost"
          disabled={!editable || !node.colourOverride}
          onClick={() =>
            apply({ type: 'setNodeColour', nodeId: node.id, colour: node.colour, colourOverride: false })
          }
        >
          {strings.truthColour}
        </Button>
      </HStack>
    </Field.Root>
  );
}
