/** The administration screens' icons (ui/theme/GUIDE.md, Icons): each action's icon beside its words. */
import {
  ActivityIcon,
  Building2Icon,
  ChevronLeftIcon,
  ChevronRightIcon,
  HouseIcon,
  type LucideIcon,
  PauseIcon,
  PlayIcon,
  ShieldIcon,
  UserCheckIcon,
  UserPlusIcon,
  UserXIcon,
} from 'lucide-react';

export const adminIcons = {
  openMonitor: ActivityIcon,
  backHome: HouseIcon,
  resumeCourse: PlayIcon,
  suspendCourse: PauseIcon,
  previousPage: ChevronLeftIcon,
  nextPage: ChevronRightIcon,
  organization: Building2Icon,
  roles: ShieldIcon,
  reactivate: UserCheckIcon,
  deactivate: UserXIcon,
  invite: UserPlusIcon,
} as const satisfies Record<string, LucideIcon>;
