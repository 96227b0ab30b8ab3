import { useMutation } from '@apollo/client/react';
import { Field, Input, Textarea } from '@chakra-ui/react';
import { useState } from 'react';
import { UPDATE_COURSE } from '../../../../src/api/graphql/courseAuthoring';
import { graphQLErrorMessage } from '../../../../src/api/graphql/errors';
import type { AuthoredCourseFieldsFragment } from '../../../../src/api/graphql/generated';
import { COURSE_ACCESS } from '../../../../src/model/courses/catalogue';
import { CheckField } from '../../../components/CheckField';
import { FormDialog } from '../../../dialogs/FormDialog';
import { ChoiceGroup } from './ChoiceGroup';
import { CoursePriceField } from './CoursePriceField';
import { CourseTagsField } from './CourseTagsField';
import { CourseThumbnailField } from './CourseThumbnailField';
import { type DetailsDraft, draftOf, inputOf } from './detailsDraft';
import { courseDetailsStrings as strings } from './strings';

const ACCESS_CHOICES = COURSE_ACCESS.map((value) => ({ value, ...strings.accessOptions[value] }));

/**
 * The course's details (issue 28): name, description, thumbnail, tags, access, price and whether copies
 * may be saved. Save sends them all at once; the server's refusals stay in the dialog; Cancel drops the
 * draft and nothing stored changes (the thumbnail is the exception: it is stored when chosen).
 */
export function CourseDetailsDialog({
  course,
  isAdmin,
  onThumbnail,
  onSaved,
  onClose,
}: {
  course: AuthoredCourseFieldsFragment;
  isAdmin: boolean;
  /** A new thumbnail was stored: the course is read again for its new address. */
  onThumbnail: () => void;
  onSaved: () => void;
  onClose: () => void;
}) {
  const [draft, setDraft] = useState<DetailsDraft>(() => draftOf(course));
  const [error, setError] = useState<string | null>(null);
  const [priceError, setPriceError] = useState<string | null>(null);
  const [update, { loading }] = useMutation(UPDATE_COURSE);
  const change = (fields: Partial<DetailsDraft>) => setDraft((current) => ({ ...current, ...fields }));

  const submit = async () => {
    const checked = inputOf(draft);
    if (!checked.ok) return setPriceError(checked.error);
    setPriceError(null);
    setError(null);
    try {
      await update({ variables: { courseId: course.id, input: checked.input } });
      onSaved();
    } catch (failure) {
      setError(graphQLErrorMessage(failure, strings.saveFailed));
    }
  };
  return (
    <FormDialog
      open
      title={strings.title}
      submitLabel={strings.save}
      submitDisabled={draft.name.trim() === ''}
      busy={loading}
      error={error}
      errorTestId="course-details-error"
      onSubmit={() => void submit()}
      onClose={onClose}
    >
      <Field.Root required>
        <Field.Label>{strings.name}</Field.Label>
        <Input value={draft.name} onChange={(event) => change({ name: event.target.value })} autoFocus />
      </Field.Root>
      <Field.Root>
        <Field.Label>{strings.description}</Field.Label>
        <Textarea
          rows={4}
          value={draft.description}
          onChange={(event) => change({ description: event.target.value })}
        />
      </Field.Root>
      <CourseThumbnailField
        courseId={course.id}
        thumbnailURL={course.thumbnailURL}
        onUploaded={onThumbnail}
      />
      <CourseTagsField tags={draft.tags} isAdmin={isAdmin} onChange={(tags) => change({ tags })} />
      <ChoiceGroup
        label={strings.access}
        value={draft.access}
        choices={ACCESS_CHOICES}
        onChange={(access) => change({ access })}
      />
      <CoursePriceField draft={draft} error={priceError} onChange={change} />
      <CheckField
        label={strings.allowCopies}
        checked={draft.allowCopies}
        onChange={(allowCopies) => change({ allowCopies })}
      />
    </FormDialog>
  );
}
