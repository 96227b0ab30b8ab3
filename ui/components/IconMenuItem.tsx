import { Icon, Menu } from '@chakra-ui/react';
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

/** A menu entry with its icon before the text (the text is the entry's name). */
export function IconMenuItem({
  value,
  icon,
  children,
  danger,
}: {
  value: string;
  icon: LucideIcon;
  children: ReactNode;
  /** Destructive: drawn in the danger colour. */
  danger?: boolean;
}) {
  return (
    <Menu.Item value={value} color={danger ? 'fg.error' : undefined}>
      <Icon as={icon} aria-hidden />
      {children}
    </Menu.Item>
  );
}
