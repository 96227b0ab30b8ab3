import { Icon, Menu } from '@chakra-ui/react';
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

/** A menu entry with its icon before the text (the text is the entry's name). */
export function IconMenuItem({
  value,
  icon,
  children,
  danger,
  disabled,
}: {
  value: string;
  icon: LucideIcon;
  children: ReactNode;
  /** Destructive: drawn in the danger colour. */
  danger?: boolean;
  disabled?: boolean;
}) {
  return (
    <Menu.Item value={value} color={danger ? 'fg.error' : undefined} disabled={disabled}>
      <Icon as={icon} aria-hidden />
      {children}
    </Menu.Item>
  );
}
