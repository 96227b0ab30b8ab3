/** The home areas' icons (ui/theme/GUIDE.md, Icons): the left navigation and the dashboard's actions. */
import {
  CheckIcon,
  GraduationCapIcon,
  LayoutDashboardIcon,
  type LucideIcon,
  MapIcon,
  MapPlusIcon,
  UsersIcon,
} from 'lucide-react';

export const homeIcons = {
  newMap: MapPlusIcon,
  dashboard: LayoutDashboardIcon,
  maps: MapIcon,
  classes: UsersIcon,
  courses: GraduationCapIcon,
  markDone: CheckIcon,
} as const satisfies Record<string, LucideIcon>;
