/** The course authoring area's icons (ui/theme/GUIDE.md, Icons): one lucide-react icon per meaning. */
import {
  ArrowDownIcon,
  ArrowUpIcon,
  ExternalLinkIcon,
  FolderPlusIcon,
  GraduationCapIcon,
  Grid3x3Icon,
  GripVerticalIcon,
  ListTreeIcon,
  PencilIcon,
  PlusIcon,
  SettingsIcon,
  Trash2Icon,
} from 'lucide-react';

export const courseIcons = {
  course: GraduationCapIcon,
  make: PlusIcon,
  details: SettingsIcon,
  outline: ListTreeIcon,
  openHome: ExternalLinkIcon,
  report: Grid3x3Icon,
  delete: Trash2Icon,
  addModule: FolderPlusIcon,
  addItem: PlusIcon,
  edit: PencilIcon,
  moveUp: ArrowUpIcon,
  moveDown: ArrowDownIcon,
  drag: GripVerticalIcon,
} as const;
