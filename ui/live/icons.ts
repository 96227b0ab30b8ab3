/**
 * Live edit's icons (ui/theme/GUIDE.md, Icons): a member who is editing wears the editor's Edit icon, so
 * the meaning has one icon wherever it shows.
 */
import { CircleStop, type LucideIcon, PencilOff, Radio, Users } from 'lucide-react';
import { mapIcons } from '../screens/map/icons';

export const liveIcons = {
  editing: mapIcons.edit,
  give: mapIcons.edit,
  rescind: PencilOff,
  members: Users,
  start: Radio,
  stop: CircleStop,
} as const satisfies Record<string, LucideIcon>;
