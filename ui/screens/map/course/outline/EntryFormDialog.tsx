import type { OutlineEntryFields } from '../../../../../src/model/actions/outlineEdits';
import { COURSE_ITEM_TYPE, type TaggedItem } from '../../../../../src/model/courses/items';
import {
  isModule,
  type LessonItem,
  type ModuleEntry,
  type OutlineEntry,
  type QuizItem,
} from '../../../../../src/model/courses/outline';
import { checkOutlineEntry } from '../../../../../src/model/courses/outlineRules';
import { newId } from '../../../../../src/model/ids';
import { isRecord, readList } from '../../../../../src/model/map/read';
import type { MapDocument } from '../../../../../src/model/map/types';
import { DEFAULT_QUIZ_SETTINGS } from '../../../../../src/model/quiz/constants';
import { ConfirmDialog } from '../../../../dialogs/ConfirmDialog';
import { StudyItemDialog } from '../../../../dialogs/StudyItemDialog';
import { TextEntryDialog } from '../../../../dialogs/TextEntryDialog';
import { courseOutlineStrings as strings } from '../strings';
import type { NewItemKind } from './AddItemMenu';
import { LessonItemDialog } from './LessonItemDialog';
import { QuizItemDialog } from './QuizItemDialog';

/** The form open over the outline: an entry to add or change (in module `moduleId`, or at the top), or to delete. */
export type EntryForm =
  | { kind: 'module'; entry: Pick<ModuleEntry, 'id' | 'name'>; isNew: boolean; moduleId: null }
  | { kind: 'lesson'; entry: LessonItem; isNew: boolean; moduleId: string | null }
  | { kind: 'quiz'; entry: QuizItem; isNew: boolean; moduleId: string | null }
  | { kind: 'tagged'; entry: TaggedItem; isNew: boolean; moduleId: string | null }
  | { kind: 'delete'; entry: OutlineEntry; moduleId: string | null };

export function formForNew(kind: NewItemKind | 'module', moduleId: string | null): EntryForm {
  const id = newId();
  switch (kind) {
    case COURSE_ITEM_TYPE.MODULE:
      return { kind: 'module', entry: { id, name: '' }, isNew: true, moduleId: null };
    case COURSE_ITEM_TYPE.LESSON:
      return {
        kind: 'lesson',
        entry: { id, type: kind, name: '', presentationId: '' },
        isNew: true,
        moduleId,
      };
    case COURSE_ITEM_TYPE.QUIZ: {
      const entry: QuizItem = {
        id,
        type: kind,
        name: '',
        questions: [],
        settings: { ...DEFAULT_QUIZ_SETTINGS },
      };
      return { kind: 'quiz', entry, isNew: true, moduleId };
    }
    default:
      return { kind: 'tagged', entry: { id, type: kind, name: '', tags: [] }, isNew: true, moduleId };
  }
}

/** The form that edits an entry; null for an item of a type the app does not know (it can only be deleted). */
export function formForEdit(entry: OutlineEntry, moduleId: string | null): EntryForm | null {
  if (isModule(entry)) return { kind: 'module', entry, isNew: false, moduleId: null };
  switch (entry.type) {
    case COURSE_ITEM_TYPE.LESSON:
      return { kind: 'lesson', entry: entry as LessonItem, isNew: false, moduleId };
    case COURSE_ITEM_TYPE.QUIZ:
      return { kind: 'quiz', entry: entry as QuizItem, isNew: false, moduleId };
    case COURSE_ITEM_TYPE.RECALL:
    case COURSE_ITEM_TYPE.FLASHCARD:
      return { kind: 'tagged', entry: entry as TaggedItem, isNew: false, moduleId };
    default:
      return null;
  }
}

/** The stored entry with this id, at the top level or in a module; null for a new one. */
function storedEntry(map: MapDocument, id: string): unknown {
  for (const entry of map.courseItems) {
    if (entry.id === id) return entry;
    const inside = readList(entry.items).find((item) => isRecord(item) && item.id === id);
    if (inside) return inside;
  }
  return null;
}

/**
 * The form open over the outline. Each saves through `save` (one map action; false when refused, the
 * editor telling why) and closes on success; recall and flashcard items use issue 27's dialog.
 */
export function EntryFormDialog({
  form,
  map,
  save,
  remove,
  onClose,
}: {
  form: EntryForm;
  map: MapDocument;
  save: <Entry extends OutlineEntryFields>(entry: Entry) => boolean;
  remove: (entry: OutlineEntry) => boolean;
  onClose: () => void;
}) {
  // The rules the action keeps, told in the form before it is sent.
  const check = (entry: OutlineEntryFields) =>
    checkOutlineEntry(map, entry, {
      previous: storedEntry(map, entry.id),
      inModule: form.moduleId !== null,
    });
  switch (form.kind) {
    case 'module':
      return (
        <TextEntryDialog
          open
          title={strings.moduleTitle(form.isNew)}
          label={strings.moduleName}
          submitLabel={strings.save}
          initialValue={form.entry.name}
          onSubmit={(name) => {
            const module = { id: form.entry.id, type: COURSE_ITEM_TYPE.MODULE, name: name.trim() };
            if (save(form.isNew ? { ...module, items: [] } : module)) onClose();
          }}
          onClose={onClose}
        />
      );
    case 'lesson':
      return (
        <LessonItemDialog
          item={form.entry}
          isNew={form.isNew}
          presentations={map.presentations}
          save={save}
          check={check}
          onClose={onClose}
        />
      );
    case 'quiz':
      return (
        <QuizItemDialog
          item={form.entry}
          isNew={form.isNew}
          questions={map.questions}
          save={save}
          check={check}
          onClose={onClose}
        />
      );
    case 'tagged':
      return (
        <StudyItemDialog item={form.entry} isNew={form.isNew} tags={map.tags} save={save} onClose={onClose} />
      );
    case 'delete': {
      const { entry } = form;
      return (
        <ConfirmDialog
          open
          destructive
          defaultToCancel
          title={strings.delete(entry.name)}
          message={
            isModule(entry)
              ? strings.confirmDeleteModule(entry.name, entry.items.length)
              : strings.confirmDelete(entry.name)
          }
          onConfirm={() => {
            if (remove(entry)) onClose();
          }}
          onCancel={onClose}
        />
      );
    }
  }
}
