/**
 * The top bar's icons and those of its menus (ui/theme/GUIDE.md, Icons): one lucide-react icon per
 * meaning, named by what it does, so the same action looks the same on every page. A control shows the
 * icon; its words are in its tooltip and its accessible name.
 */
import {
  BookOpenIcon,
  CircleHelpIcon,
  CircleUserIcon,
  DownloadIcon,
  FileTextIcon,
  InfoIcon,
  LogOutIcon,
  type LucideIcon,
  MessageSquareIcon,
  MoonIcon,
  ShieldIcon,
  SignpostIcon,
  SunIcon,
  UserIcon,
  UserPlusIcon,
  VideoIcon,
  XIcon,
} from 'lucide-react';

export const shellIcons = {
  help: CircleHelpIcon,
  helpAndFaq: BookOpenIcon,
  videoTutorials: VideoIcon,
  about: InfoIcon,
  feedback: MessageSquareIcon,
  helpSummary: FileTextIcon,
  account: CircleUserIcon,
  profile: UserIcon,
  administration: ShieldIcon,
  invite: UserPlusIcon,
  updateAvailable: DownloadIcon,
  logout: LogOutIcon,
  tutorials: SignpostIcon,
  closeWindow: XIcon,
  darkMode: MoonIcon,
  lightMode: SunIcon,
} as const satisfies Record<string, LucideIcon>;
