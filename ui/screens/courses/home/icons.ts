/** The course pages' icons (ui/theme/GUIDE.md, Icons): item types, item states, progress and actions. */
import {
  BanIcon,
  BrainIcon,
  CircleCheckIcon,
  CircleHelpIcon,
  CirclePauseIcon,
  CirclePlayIcon,
  CirclePlusIcon,
  ClipboardListIcon,
  CreditCardIcon,
  FileQuestionIcon,
  FolderIcon,
  Grid3x3Icon,
  LayersIcon,
  LogInIcon,
  type LucideIcon,
  PencilIcon,
  PlayIcon,
  TriangleAlertIcon,
} from 'lucide-react';
import type { ItemState } from '../../../../src/model/courses/access';

export const itemTypeIcons: Record<string, LucideIcon> = {
  lesson: CirclePlayIcon,
  quiz: CircleHelpIcon,
  recall: BrainIcon,
  flashcard: LayersIcon,
  module: FolderIcon,
};
export const unknownTypeIcon = FileQuestionIcon;

export const itemStateIcons = {
  open: PlayIcon,
  login: LogInIcon,
  enrol: CirclePlusIcon,
  pay: CreditCardIcon,
  unavailable: BanIcon,
  suspended: CirclePauseIcon,
  unsupported: TriangleAlertIcon,
} as const satisfies Record<ItemState, LucideIcon>;

export const courseHomeIcons = {
  complete: CircleCheckIcon,
  edit: PencilIcon,
  report: Grid3x3Icon,
  summary: ClipboardListIcon,
  start: PlayIcon,
  buy: CreditCardIcon,
  signIn: LogInIcon,
  suspended: CirclePauseIcon,
} as const satisfies Record<string, LucideIcon>;
