/** The reports' icons (ui/theme/GUIDE.md, Icons): one lucide-react icon per meaning. */
import { CheckIcon, ClipboardCopyIcon, DownloadIcon, Grid3x3Icon } from 'lucide-react';

export const reportIcons = {
  report: Grid3x3Icon,
  complete: CheckIcon,
  copy: ClipboardCopyIcon,
  download: DownloadIcon,
} as const;
