/** The sign-in screens' icons (ui/theme/GUIDE.md, Icons): each action's icon beside its words. */
import {
  ArrowRightIcon,
  CheckIcon,
  CopyIcon,
  KeyRoundIcon,
  LogInIcon,
  type LucideIcon,
  MailIcon,
  MailXIcon,
  SchoolIcon,
  UserPlusIcon,
  XIcon,
} from 'lucide-react';

export const authIcons = {
  logIn: LogInIcon,
  register: UserPlusIcon,
  requestReset: MailIcon,
  resetPassword: KeyRoundIcon,
  next: ArrowRightIcon,
  agree: CheckIcon,
  disagree: XIcon,
  unsubscribe: MailXIcon,
  copyLink: CopyIcon,
  schoolLogin: SchoolIcon,
} as const satisfies Record<string, LucideIcon>;
