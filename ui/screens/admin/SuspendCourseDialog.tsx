import { useMutation } from '@apollo/client/react';
import { Field, Text, Textarea } from '@chakra-ui/react';
import { useState } from 'react';
import { type AdminCourse, graphQLErrorMessage, SUSPEND_COURSE } from '../../../src/api/graphql';
import { SUSPEND_REASON_MAX_LENGTH, suspendReasonRefusal } from '../../../src/model/admin/access';
import { FormDialog } from '../../dialogs/FormDialog';
import { adminStrings } from './strings';

const strings = adminStrings.courses;

/** Suspends a course from now, with the reason its author and the administrators will read. */
export function SuspendCourseDialog({ course, onClose }: { course: AdminCourse; onClose: () => void }) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [suspend, { loading }] = useMutation(SUSPEND_COURSE);
  const submit = () => {
    setError(null);
    suspend({ variables: { courseId: course.id, reason } }).then(onClose, (caught: unknown) =>
      setError(graphQLErrorMessage(caught, strings.saveFailed)),
    );
  };
  return (
    <FormDialog
      open
      title={strings.suspendTitle(course.name)}
      submitLabel={strings.suspendSubmit}
      busy={loading}
      submitDisabled={suspendReasonRefusal(reason) !== null}
      error={error}
      onSubmit={submit}
      onClose={onClose}
    >
      <Text color="fg.muted" fontSize="sm">
        {strings.suspendHint}
      </Text>
      <Field.Root required>
        <Field.Label>{strings.reason}</Field.Label>
        <Textarea
          value={reason}
          maxLength={SUSPEND_REASON_MAX_LENGTH}
          onChange={(event) => setReason(event.target.value)}
        />
      </Field.Root>
    </FormDialog>
  );
}
