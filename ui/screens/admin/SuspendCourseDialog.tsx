import { Field, Text, Textarea } from '@chakra-ui/react';
import { useState } from 'react';
import { type AdminCourse, SUSPEND_COURSE } from '../../../src/api/graphql';
import { SUSPEND_REASON_MAX_LENGTH, suspendReasonRefusal } from '../../../src/model/admin/access';
import { FormDialog } from '../../dialogs/FormDialog';
import { adminStrings } from './strings';
import { useDialogMutation } from './useDialogMutation';

const strings = adminStrings.courses;

/** Suspends a course from now, with the reason its author and the administrators will read. */
export function SuspendCourseDialog({ course, onClose }: { course: AdminCourse; onClose: () => void }) {
  const [reason, setReason] = useState('');
  const suspend = useDialogMutation(SUSPEND_COURSE, strings.saveFailed, onClose);
  const submit = () => suspend.run({ courseId: course.id, reason });
  return (
    <FormDialog
      open
      title={strings.suspendTitle(course.name)}
      submitLabel={strings.suspendSubmit}
      busy={suspend.loading}
      submitDisabled={suspendReasonRefusal(reason) !== null}
      error={suspend.error}
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
