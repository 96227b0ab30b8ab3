/** The home areas' icons (ui/theme/GUIDE.md, Icons): the left navigation and the dashboard's actions. */
import {
  CheckIcon,
  CircleCheckIcon,
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
  allCaughtUp: CircleCheckIcon,
} as const satisfies Record<string, LucideIcon>;
