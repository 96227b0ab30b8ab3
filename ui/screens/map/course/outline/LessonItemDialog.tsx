import { Field, NativeSelect, Text } from '@chakra-ui/react';
import { useState } from 'react';
import type { LessonItem } from '../../../../../src/model/courses/outline';
import type { StoredPresentation } from '../../../../../src/model/map/content';
import { isLesson } from '../../../../../src/model/presentation/load';
import { FormDialog } from '../../../../dialogs/FormDialog';
import { NameField } from '../../../../dialogs/NameField';
import { courseOutlineStrings as strings } from '../strings';

const nameOf = (presentation: StoredPresentation) =>
  typeof presentation.name === 'string' && presentation.name !== '' ? presentation.name : presentation.id;

/** A lesson item: its name and the lesson presentation of the map it plays. */
export function LessonItemDialog({
  item,
  isNew,
  presentations,
  save,
  check,
  onClose,
}: {
  item: LessonItem;
  isNew: boolean;
  presentations: readonly StoredPresentation[];
  /** Saves it as one map action; false when the editor refused it (it says why). */
  save: (item: LessonItem) => boolean;
  /** Why the outline's rules refuse the item (shown in the form), or null. */
  check: (item: LessonItem) => string | null;
  onClose: () => void;
}) {
  const lessons = presentations.filter(isLesson);
  const [draft, setDraft] = useState(() => ({
    ...item,
    // A presentation gone from the map is chosen anew.
    presentationId: lessons.some((lesson) => lesson.id === item.presentationId) ? item.presentationId : '',
  }));
  const [error, setError] = useState<string | null>(null);
  const submit = () => {
    const item = { ...draft, name: draft.name.trim() };
    const refused = check(item);
    if (refused) return setError(refused);
    if (save(item)) onClose();
  };
  return (
    <FormDialog
      open
      title={isNew ? strings.newLesson : strings.editLesson}
      submitLabel={strings.save}
      onSubmit={submit}
      onClose={onClose}
      error={error}
      errorTestId="outline-item-error"
    >
      <NameField label={strings.name} value={draft.name} onChange={(name) => setDraft({ ...draft, name })} />
      <Field.Root required>
        <Field.Label>{strings.lessonPresentation}</Field.Label>
        <NativeSelect.Root size="sm">
          <NativeSelect.Field
            value={draft.presentationId}
            onChange={(event) => {
              const chosen = lessons.find((lesson) => lesson.id === event.target.value);
              // A new lesson takes the presentation's name until the author names it.
              const name = draft.name === '' && chosen ? nameOf(chosen) : draft.name;
              setDraft({ ...draft, presentationId: event.target.value, name });
            }}
          >
            <option value="">{strings.choosePresentation}</option>
            {lessons.map((lesson) => (
              <option key={lesson.id} value={lesson.id}>
                {nameOf(lesson)}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
      {lessons.length === 0 && (
        <Text fontSize="sm" color="fg.muted">
          {strings.noLessons}
        </Text>
      )}
    </FormDialog>
  );
}
