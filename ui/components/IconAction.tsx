import { Icon, IconButton, type IconButtonProps } from '@chakra-ui/react';
import type { LucideIcon } from 'lucide-react';
import { Tooltip, type TooltipProps } from './Tooltip';

export interface IconActionProps extends Omit<IconButtonProps, 'aria-label' | 'children'> {
  /** The action's icon, from its area's icon table (ui/theme/GUIDE.md, Icons). */
  icon: LucideIcon;
  /** What the action does: its accessible name, and the tooltip's text unless `tooltip` says more. */
  label: string;
  /** A longer tooltip (the keyboard shortcut, a hint); the accessible name stays `label`. */
  tooltip?: string;
  placement?: TooltipProps['placement'];
  /** Destructive (delete, remove): drawn in the danger colour. */
  danger?: boolean;
}

/**
 * An action shown as an icon alone (ui/theme/GUIDE.md): its words in the app's tooltip and in its
 * accessible name, so a screen reader and a pointer user both learn what it does.
 */
export function IconAction({ icon, label, tooltip, placement, danger, ...button }: IconActionProps) {
  return (
    <Tooltip content={tooltip ?? label} placement={placement}>
      <IconButton
        variant="ghost"
        size="sm"
        aria-label={label}
        colorPalette={danger ? 'red' : undefined}
        {...button}
      >
        <Icon as={icon} />
      </IconButton>
    </Tooltip>
  );
}
