import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { COURSE_OF_MAP, CREATE_COURSE } from '../../../../src/api/graphql/courseAuthoring';
import { graphQLErrorMessage } from '../../../../src/api/graphql/errors';
import { TextEntryDialog } from '../../../dialogs/TextEntryDialog';
import { courseMenuStrings as strings } from './strings';

/** Asks the course's name and makes it (private and free); the menu then offers its details and outline. */
export function MakeCourseDialog({
  mapId,
  initialName,
  onClose,
}: {
  mapId: string;
  initialName: string;
  onClose: () => void;
}) {
  const [error, setError] = useState<string | null>(null);
  const [create, { loading }] = useMutation(CREATE_COURSE, {
    // The map's course is read anew, so the menu knows it has one.
    refetchQueries: [{ query: COURSE_OF_MAP, variables: { mapId } }],
    awaitRefetchQueries: true,
  });
  const submit = async (name: string) => {
    setError(null);
    try {
      await create({ variables: { mapId, name: name.trim() } });
      onClose();
    } catch (failure) {
      setError(graphQLErrorMessage(failure, strings.makeFailed));
    }
  };
  return (
    <TextEntryDialog
      open
      title={strings.makeTitle}
      label={strings.makeLabel}
      submitLabel={strings.makeSubmit}
      helperText={strings.makeHelper}
      initialValue={initialName}
      error={error}
      busy={loading}
      onSubmit={(name) => void submit(name)}
      onClose={onClose}
    />
  );
}
