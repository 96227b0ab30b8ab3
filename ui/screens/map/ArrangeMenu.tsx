import { Button, Menu, Portal } from '@chakra-ui/react';
import type { AlignmentOption } from '../../../src/model/map/constants';
import { editorStrings as strings } from './strings';

const ARRANGEMENTS: readonly Exclude<AlignmentOption, 'none'>[] = [
  'horizontal',
  'vertical',
  'left-right',
  'top-bottom',
];
const LAY_OUT = 'layOut';

export interface ArrangeMenuProps {
  /** How many nodes are selected: aligning needs two; the layout takes the whole level with fewer. */
  selectedCount: number;
  onArrange: (arrangement: AlignmentOption) => void;
  onLayOut: () => void;
}

/**
 * Align the selected nodes in a row or column, or distribute them evenly (spec 2 sections 3 and 5), or lay
 * out the selection (or the whole level) automatically.
 */
export function ArrangeMenu({ selectedCount, onArrange, onLayOut }: ArrangeMenuProps) {
  const aligning = selectedCount >= 2;
  return (
    <Menu.Root
      onSelect={({ value }) => (value === LAY_OUT ? onLayOut() : onArrange(value as AlignmentOption))}
    >
      <Menu.Trigger asChild>
        <Button size="xs" variant="outline" data-tour="arrange">
          {strings.arrange}
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content>
            {ARRANGEMENTS.map((arrangement) => (
              <Menu.Item key={arrangement} value={arrangement} disabled={!aligning}>
                {strings.arrangements[arrangement]}
              </Menu.Item>
            ))}
            <Menu.Separator />
            <Menu.Item value={LAY_OUT}>{aligning ? strings.layOutSelection : strings.layOutLevel}</Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
