/** The maps area's icons (ui/theme/GUIDE.md, Icons): folder and map actions, sorting, the row menu. */
import {
  ArchiveIcon,
  ArchiveRestoreIcon,
  ArrowDownIcon,
  ArrowUpIcon,
  ChartLineIcon,
  EllipsisVerticalIcon,
  FolderInputIcon,
  FolderPenIcon,
  FolderPlusIcon,
  type LucideIcon,
  PencilIcon,
  Share2Icon,
  StarIcon,
  TrashIcon,
} from 'lucide-react';

export const mapsIcons = {
  newFolder: FolderPlusIcon,
  renameFolder: FolderPenIcon,
  deleteFolder: TrashIcon,
  moveToFolder: FolderInputIcon,
  bookmark: StarIcon,
  rowMenu: EllipsisVerticalIcon,
  renameMap: PencilIcon,
  shareMap: Share2Icon,
  deleteMap: TrashIcon,
  archive: ArchiveIcon,
  restore: ArchiveRestoreIcon,
  usage: ChartLineIcon,
  sortAscending: ArrowUpIcon,
  sortDescending: ArrowDownIcon,
} as const satisfies Record<string, LucideIcon>;
