/** The course catalogue's icons (ui/theme/GUIDE.md, Icons). */
import {
  GraduationCapIcon,
  HeartIcon,
  type LucideIcon,
  MinusIcon,
  PlusIcon,
  RotateCwIcon,
  SearchIcon,
} from 'lucide-react';

export const courseIcons = {
  courses: GraduationCapIcon,
  search: SearchIcon,
  retry: RotateCwIcon,
  enrol: PlusIcon,
  unenrol: MinusIcon,
  like: HeartIcon,
} as const satisfies Record<string, LucideIcon>;
