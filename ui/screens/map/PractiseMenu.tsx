import { Icon, Menu } from '@chakra-ui/react';
import type { LucideIcon } from 'lucide-react';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { EditResult } from '../../../src/model/actions/types';
import { topLevelTaggedItems } from '../../../src/model/courses/items';
import { flashcardItemsOf, recallItemsOf } from '../../../src/model/courses/outline';
import { studyPaths } from '../../../src/model/courses/studyPaths';
import type { MapEditorStore } from '../../../src/stores/MapEditorStore';
import { TopBarMenu } from '../../components/TopBarMenu';
import { StudyItemsDialog } from '../../dialogs/StudyItemsDialog';
import { studyItemsStrings } from '../../dialogs/strings';
import { mapIcons } from './icons';
import { practiseMenuStrings as strings } from './strings';
import { TOOL } from './toolStyle';

/** The menu entry that opens the items' dialog (every other entry is a link). */
const STUDY_ITEMS = 'study-items';

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
  onResult,
}: {
  editor: MapEditorStore;
  mapId: string;
  /** What the editor answered a change of the items (a refusal is told as every edit's is). */
  onResult: (result: EditResult) => void;
}) {
  const [editingItems, setEditingItems] = useState(false);
  const map = editor.document.map;
  if (!map) return null;
  // The map screen studies the map itself: the map form of each practice route.
  const { recall, cards } = studyPaths({ mapId, courseId: null });
  return (
    <>
      <TopBarMenu
        icon={mapIcons.practise}
        ariaLabel={strings.menu}
        tooltip={strings.menu}
        buttonProps={TOOL}
        // The links navigate by themselves; the one other entry opens the items' dialog.
        onSelect={(value) => value === STUDY_ITEMS && setEditingItems(true)}
      >
        <LinkItem to={recall({ kind: 'map' })} icon={mapIcons.recall} label={strings.recallMap} />
        <LinkItem
          to={recall({ kind: 'level', levelId: editor.levelId })}
          icon={mapIcons.recall}
          label={strings.recallLevel}
        />
        {recallItemsOf(map).map((item) => (
          <LinkItem
            key={item.id}
            to={recall({ kind: 'item', itemId: item.id })}
            icon={mapIcons.recall}
            label={strings.recallItem(item.name)}
          />
        ))}
        <Menu.Separator />
        <LinkItem to={cards(null)} icon={mapIcons.flashcards} label={strings.flashcards} />
        {flashcardItemsOf(map).map((item) => (
          <LinkItem
            key={item.id}
            to={cards(item.id)}
            icon={mapIcons.flashcards}
            label={strings.flashcardItem(item.name)}
          />
        ))}
        {editor.mayEdit && (
          <>
            <Menu.Separator />
            <Menu.Item value={STUDY_ITEMS}>
              <Icon as={mapIcons.settings} aria-hidden />
              {studyItemsStrings.open}
            </Menu.Item>
          </>
        )}
      </TopBarMenu>
      {editingItems && (
        <StudyItemsDialog
          items={topLevelTaggedItems(map)}
          tags={map.tags}
          editable={editor.canEdit}
          readOnlyReason={studyItemsStrings.readOnly}
          setItem={(itemId, item) => {
            // What else the stored item holds is kept as it was.
            const stored = map.courseItems.find((entry) => entry.id === itemId);
            const result = editor.edit({
              type: 'setCourseItem',
              itemId,
              item: item && { ...stored, ...item },
            });
            onResult(result);
            return result.ok;
          }}
          onClose={() => setEditingItems(false)}
        />
      )}
    </>
  );
});
