/** The class screens' icons (ui/theme/GUIDE.md, Icons). */
import { ArchiveIcon, BookOpenTextIcon, type LucideIcon, UsersIcon } from 'lucide-react';

export const classIcons = {
  classes: UsersIcon,
  archived: ArchiveIcon,
  resources: BookOpenTextIcon,
} as const satisfies Record<string, LucideIcon>;
