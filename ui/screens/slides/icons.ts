/** The content slides' icons (ui/theme/GUIDE.md, Icons): one lucide-react icon per meaning. */
import {
  ChevronLeftIcon,
  ChevronRightIcon,
  MaximizeIcon,
  MinimizeIcon,
  PresentationIcon,
  XIcon,
} from 'lucide-react';

export const slidesIcons = {
  previous: ChevronLeftIcon,
  next: ChevronRightIcon,
  fullscreen: MaximizeIcon,
  leaveFullscreen: MinimizeIcon,
  exit: XIcon,
  empty: PresentationIcon,
} as const;
