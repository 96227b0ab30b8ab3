import { Button, type ButtonProps, Icon, Menu, Portal } from '@chakra-ui/react';
import type { LucideIcon } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { Tooltip } from './Tooltip';

export interface TopBarMenuProps {
  /** The menu's icon, from the shell's icon table (ui/shell/icons.ts). */
  icon: LucideIcon;
  /** Shown beside the icon where it says something the icon cannot (whose account, how many to do). */
  label?: ReactNode;
  /** The button's accessible name. */
  ariaLabel: string;
  tooltip: string;
  /** The entry chosen, by its value. */
  onSelect: (value: string) => void;
  /** More of the button (a `data-tour` target). */
  buttonProps?: Omit<ButtonProps, 'children' | 'aria-label'> & { 'data-tour'?: string };
  /** The menu's entries. */
  children: ReactNode;
}

/** One menu of the top bar: a quiet icon button with its tooltip (spec 3 section 9), its entries in a portal. */
export function TopBarMenu({
  icon,
  label,
  ariaLabel,
  tooltip,
  onSelect,
  buttonProps,
  children,
}: TopBarMenuProps) {
  const triggerId = useId();
  return (
    <Menu.Root ids={{ trigger: triggerId }} onSelect={({ value }) => onSelect(value)}>
      <Tooltip content={tooltip} triggerId={triggerId}>
        <Menu.Trigger asChild>
          <Button variant="ghost" size="sm" aria-label={ariaLabel} {...buttonProps}>
            <Icon as={icon} />
            {label}
          </Button>
        </Menu.Trigger>
      </Tooltip>
      <Portal>
        <Menu.Positioner>
          <Menu.Content>{children}</Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
