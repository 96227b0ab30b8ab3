/** The content editor's icons (ui/theme/GUIDE.md, Icons): its marks, lists and Insert menu. */
import {
  BoldIcon,
  CodeIcon,
  GalleryVerticalEndIcon,
  ImageIcon,
  ItalicIcon,
  LinkIcon,
  ListIcon,
  ListOrderedIcon,
  type LucideIcon,
  PlusIcon,
  SigmaIcon,
  SubscriptIcon,
  SuperscriptIcon,
  Table2Icon,
  TextCursorInputIcon,
  UnderlineIcon,
  VideoIcon,
  WaypointsIcon,
} from 'lucide-react';
import type { Mark } from '../../src/model/richText/types';
import type { InsertKind } from './ContentToolbar';

export const markIcons = {
  bold: BoldIcon,
  italic: ItalicIcon,
  underline: UnderlineIcon,
  sub: SubscriptIcon,
  sup: SuperscriptIcon,
  code: CodeIcon,
} as const satisfies Record<Mark, LucideIcon>;

export const listIcons = { bulletedList: ListIcon, numberedList: ListOrderedIcon } as const;

export const insertIcons = {
  menu: PlusIcon,
  link: LinkIcon,
  formula: SigmaIcon,
  image: ImageIcon,
  video: VideoIcon,
  nodeLink: WaypointsIcon,
  quizField: TextCursorInputIcon,
  table: Table2Icon,
  flashcard: GalleryVerticalEndIcon,
} as const satisfies Record<InsertKind | 'menu', LucideIcon>;
