/** The question editor's icons (ui/theme/GUIDE.md, Icons): one lucide-react icon per meaning. */
import {
  ArrowDownIcon,
  ArrowUpIcon,
  CircleAlertIcon,
  ListChecksIcon,
  type LucideIcon,
  PlusIcon,
  SaveIcon,
  Trash2Icon,
  XIcon,
} from 'lucide-react';

export const questionEditIcons = {
  questions: ListChecksIcon,
  add: PlusIcon,
  moveUp: ArrowUpIcon,
  moveDown: ArrowDownIcon,
  delete: Trash2Icon,
  remove: XIcon,
  problem: CircleAlertIcon,
  save: SaveIcon,
} as const satisfies Record<string, LucideIcon>;
