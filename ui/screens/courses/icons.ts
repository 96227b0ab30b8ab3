/** The course catalogue's icons (ui/theme/GUIDE.md, Icons). */
import { GraduationCapIcon, type LucideIcon, SearchIcon } from 'lucide-react';

export const courseIcons = {
  courses: GraduationCapIcon,
  search: SearchIcon,
} as const satisfies Record<string, LucideIcon>;
