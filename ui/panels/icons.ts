/** The side panels' icons (ui/theme/GUIDE.md, Icons): a level's menu, sharing the meanings of other areas. */
import {
  ArrowDownIcon,
  ArrowUpIcon,
  ImageIcon,
  type LucideIcon,
  SquareArrowRightIcon,
  SquarePlusIcon,
} from 'lucide-react';
import { mapsIcons } from '../screens/maps/icons';

export const levelIcons = {
  actions: mapsIcons.rowMenu,
  rename: mapsIcons.renameMap,
  background: ImageIcon,
  up: ArrowUpIcon,
  down: ArrowDownIcon,
  join: SquarePlusIcon,
  move: SquareArrowRightIcon,
  delete: mapsIcons.deleteMap,
} as const satisfies Record<string, LucideIcon>;
