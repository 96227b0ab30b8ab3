import { Menu } from '@chakra-ui/react';
import type { AlignmentOption } from '../../../src/model/map/constants';
import { IconMenuItem } from '../../components/IconMenuItem';
import { TopBarMenu } from '../../components/TopBarMenu';
import { mapIcons } from './icons';
import { editorStrings as strings } from './strings';
import { TOOL } from './toolStyle';

const ARRANGEMENTS = {
  horizontal: mapIcons.alignRow,
  vertical: mapIcons.alignColumn,
  'left-right': mapIcons.distributeLeftRight,
  'top-bottom': mapIcons.distributeTopBottom,
} as const satisfies Record<Exclude<AlignmentOption, 'none'>, unknown>;
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
    <TopBarMenu
      icon={mapIcons.arrange}
      ariaLabel={strings.arrange}
      tooltip={strings.arrange}
      buttonProps={{ ...TOOL, 'data-tour': 'arrange' }}
      onSelect={(value) => (value === LAY_OUT ? onLayOut() : onArrange(value as AlignmentOption))}
    >
      {Object.entries(ARRANGEMENTS).map(([arrangement, icon]) => (
        <IconMenuItem key={arrangement} value={arrangement} icon={icon} disabled={!aligning}>
          {strings.arrangements[arrangement as keyof typeof ARRANGEMENTS]}
        </IconMenuItem>
      ))}
      <Menu.Separator />
      <IconMenuItem value={LAY_OUT} icon={mapIcons.layOut}>
        {aligning ? strings.layOutSelection : strings.layOutLevel}
      </IconMenuItem>
    </TopBarMenu>
  );
}
