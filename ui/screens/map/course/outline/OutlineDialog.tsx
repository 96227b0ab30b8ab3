import { Button, HStack, Icon, Stack, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { putEntry, removeEntry, stepMove } from '../../../../../src/model/actions/outlineEdits';
import type { DocumentAction, EditResult } from '../../../../../src/model/actions/types';
import { readOutline } from '../../../../../src/model/courses/outline';
import { outlineReferencesOf } from '../../../../../src/model/courses/outlineRules';
import type { MapEditorStore } from '../../../../../src/stores/MapEditorStore';
import { AppDialog } from '../../../../dialogs/AppDialog';
import { courseIcons } from '../icons';
import { courseOutlineStrings as strings } from '../strings';
import { AddItemMenu } from './AddItemMenu';
import { type EntryForm, EntryFormDialog, formForEdit, formForNew } from './EntryFormDialog';
import { OutlineTree } from './OutlineTree';

/** After a move the row is drawn anew: the button pressed keeps the focus (or the row's handle, at an end). */
function refocus(entryId: string, direction: -1 | 1) {
  requestAnimationFrame(() => {
    const row = document.querySelector(`[data-entry-id="${CSS.escape(entryId)}"]`);
    const buttons = row ? [...row.querySelectorAll<HTMLButtonElement>('button')] : [];
    const label = direction < 0 ? 'up' : 'down';
    const pressed = buttons.find((button) => button.getAttribute('aria-label')?.endsWith(` ${label}`));
    (pressed && !pressed.disabled ? pressed : buttons[0])?.focus();
  });
}

/**
 * The course's outline editor (issue 28): modules and items as a tree, each change one map action
 * (undoable, stored when the map is saved). Adding, editing and deleting open a form over the list.
 */
export const OutlineDialog = observer(function OutlineDialog({
  editor,
  onResult,
  onClose,
}: {
  editor: MapEditorStore;
  onResult: (result: EditResult) => void;
  onClose: () => void;
}) {
  const [form, setForm] = useState<EntryForm | null>(null);
  const map = editor.document.map;
  if (!map) return null;
  const outline = readOutline(map.courseItems);
  const editable = editor.canEdit;
  const apply = (action: DocumentAction | null) => {
    if (action === null) return false;
    const result = editor.edit(action);
    onResult(result);
    return result.ok;
  };
  return (
    <>
      <AppDialog
        open
        size="lg"
        onClose={onClose}
        title={strings.title}
        footer={
          <Button variant="outline" onClick={onClose}>
            {strings.close}
          </Button>
        }
      >
        <Stack gap="4">
          {!editable && (
            <Text fontSize="sm" role="status" color="fg.muted">
              {strings.readOnly}
            </Text>
          )}
          <HStack>
            <Button
              size="sm"
              variant="outline"
              disabled={!editable}
              onClick={() => setForm(formForNew('module', null))}
            >
              <Icon as={courseIcons.addModule} aria-hidden />
              {strings.addModule}
            </Button>
            <AddItemMenu
              label={strings.addItem}
              disabled={!editable}
              onAdd={(kind) => setForm(formForNew(kind, null))}
            />
          </HStack>
          <OutlineTree
            outline={outline}
            references={outlineReferencesOf(map)}
            editable={editable}
            canStep={(entryId, direction) => stepMove(map, entryId, direction) !== null}
            onStep={(entryId, direction) => {
              if (apply(stepMove(map, entryId, direction))) refocus(entryId, direction);
            }}
            onMove={apply}
            onEdit={(entry, moduleId) => setForm(formForEdit(entry, moduleId))}
            onDelete={(entry, moduleId) => setForm({ kind: 'delete', entry, moduleId })}
            onAddItem={(kind, moduleId) => setForm(formForNew(kind, moduleId))}
          />
        </Stack>
      </AppDialog>
      {form && (
        <EntryFormDialog
          form={form}
          map={map}
          save={(entry) => apply(putEntry(map, entry, form.moduleId))}
          remove={(entry) => apply(removeEntry(map, entry.id, form.moduleId))}
          onClose={() => setForm(null)}
        />
      )}
    </>
  );
});
