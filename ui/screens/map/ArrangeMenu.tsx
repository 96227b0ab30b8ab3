import { Button, Menu, Portal } from '@chakra-ui/react';
import type { AlignmentOption } from '../../../src/model/map/constants';
import { editorStrings as strings } from './strings';

const ARRANGEMENTS: readonly Exclude<AlignmentOption, 'none'>[] = [
  'horizontal',
  'vertical',
  'left-right',
  'top-bottom',
];

export interface ArrangeMenuProps {
  disabled: boolean;
  onArrange: (arrangement: AlignmentOption) => void;
}

/** Align the selected nodes in a row or column, or distribute them evenly (spec 2 sections 3 and 5). */
export function ArrangeMenu({ disabled, onArrange }: ArrangeMenuProps) {
  return (
    <Menu.Root onSelect={({ value }) => onArrange(value as AlignmentOption)}>
      <Menu.Trigger asChild>
        <Button size="xs" variant="outline" disabled={disabled} data-tour="arrange">
          {strings.arrange}
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content>
            {ARRANGEMENTS.map((arrangement) => (
              <Menu.Item key={arrangement} value={arrangement}>
                {strings.arrangements[arrangement]}
              </Menu.Item>
            ))}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
