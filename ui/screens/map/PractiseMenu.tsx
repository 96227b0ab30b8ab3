import { Icon, Menu } from '@chakra-ui/react';
import type { LucideIcon } from 'lucide-react';
import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import { flashcardItemsOf, recallItemsOf } from '../../../src/model/courses/items';
import type { MapEditorStore } from '../../../src/stores/MapEditorStore';
import { TopBarMenu } from '../../components/TopBarMenu';
import { recallPath } from '../recall/paths';
import { mapIcons } from './icons';
import { practiseMenuStrings as strings } from './strings';
import { TOOL } from './toolStyle';

/** The flashcards screen's addresses (spec 3 section 2.1): every card of the map, or one item's deck. */
const cardsPath = (mapId: string, itemId?: string) =>
  itemId === undefined ? `/${mapId}/cards` : `/${mapId}/cards/${encodeURIComponent(itemId)}`;

function LinkItem({ to, icon, label }: { to: string; icon: LucideIcon; label: string }) {
  return (
    <Menu.Item value={to} asChild>
      <Link to={to}>
        <Icon as={icon} aria-hidden />
        {label}
      </Link>
    </Menu.Item>
  );
}

/**
 * Practice on the map (issue 27): recall the whole map, the current level or one recall item of the
 * course; review the map's flashcards or one flashcard item's deck. Each entry is a link.
 */
export const PractiseMenu = observer(function PractiseMenu({
  editor,
  mapId,
}: {
  editor: MapEditorStore;
  mapId: string;
}) {
  const map = editor.document.map;
  if (!map) return null;
  return (
    <TopBarMenu
      icon={mapIcons.practise}
      ariaLabel={strings.menu}
      tooltip={strings.menu}
      buttonProps={TOOL}
      // Every entry is a link that navigates by itself.
      onSelect={() => {}}
    >
      <LinkItem to={recallPath(mapId, { kind: 'map' })} icon={mapIcons.recall} label={strings.recallMap} />
      <LinkItem
        to={recallPath(mapId, { kind: 'level', levelId: editor.levelId })}
        icon={mapIcons.recall}
        label={strings.recallLevel}
      />
      {recallItemsOf(map).map((item) => (
        <LinkItem
          key={item.id}
          to={recallPath(mapId, { kind: 'item', itemId: item.id })}
          icon={mapIcons.recall}
          label={strings.recallItem(item.name)}
        />
      ))}
      <Menu.Separator />
      <LinkItem to={cardsPath(mapId)} icon={mapIcons.flashcards} label={strings.flashcards} />
      {flashcardItemsOf(map).map((item) => (
        <LinkItem
          key={item.id}
          to={cardsPath(mapId, item.id)}
          icon={mapIcons.flashcards}
          label={strings.flashcardItem(item.name)}
        />
      ))}
    </TopBarMenu>
  );
});
