import { useMutation } from '@apollo/client/react';
import { COURSE_OF_MAP, DELETE_COURSE } from '../../../../src/api/graphql/courseAuthoring';
import { notifyCallError } from '../../../../src/api/graphql/errors';
import type { AuthoredCourseFieldsFragment } from '../../../../src/api/graphql/generated';
import { ConfirmDialog } from '../../../dialogs/ConfirmDialog';
import { useStores } from '../../../shell/StoreContext';
import { courseMenuStrings as strings } from './strings';

/** Asks before deleting the course (Cancel first); the map and the outline it holds stay. */
export function DeleteCourseDialog({
  course,
  mapId,
  onClose,
}: {
  course: Pick<AuthoredCourseFieldsFragment, 'id' | 'name'>;
  mapId: string;
  onClose: () => void;
}) {
  const { notifications } = useStores();
  const [remove] = useMutation(DELETE_COURSE, {
    refetchQueries: [{ query: COURSE_OF_MAP, variables: { mapId } }],
    awaitRefetchQueries: true,
  });
  const confirm = async () => {
    onClose();
    try {
      await remove({ variables: { courseId: course.id } });
      notifications.notify({ alertType: 'success', text: strings.deleted(course.name) });
    } catch (failure) {
      notifyCallError(notifications, failure, strings.deleteFailed);
    }
  };
  return (
    <ConfirmDialog
      open
      title={strings.deleteTitle}
      message={strings.deleteMessage(course.name)}
      defaultToCancel
      destructive
      onConfirm={() => void confirm()}
      onCancel={onClose}
    />
  );
}
