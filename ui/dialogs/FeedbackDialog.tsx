import { useMutation } from '@apollo/client/react';
import { Field, Textarea } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { SEND_FEEDBACK } from '../../src/api/graphql';
import { canSendFeedback, FEEDBACK_MAX_LENGTH } from '../../src/model/feedback';
import { APP_VERSION } from '../../src/model/version';
import { useStores } from '../shell/StoreContext';
import { shellStrings } from '../strings';
import { FormDialog } from './FormDialog';

const strings = shellStrings.feedback;

/**
 * The Feedback dialog of the help menu (spec 3 sections 2.5 and 5.4): Send stays off while the trimmed
 * text is empty; the text goes with the page it was written on and the app's version.
 */
export function FeedbackDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { notifications } = useStores();
  const { pathname } = useLocation();
  const [text, setText] = useState('');
  const [sendFeedback, { loading }] = useMutation(SEND_FEEDBACK);
  useEffect(() => {
    if (open) setText('');
  }, [open]);

  const send = async () => {
    try {
      await sendFeedback({ variables: { feedback: text, page: pathname, version: APP_VERSION } });
      notifications.notify({ alertType: 'success', text: strings.sent });
      onClose();
    } catch {
      // The dialog stays open with the text, so nothing written is lost.
      notifications.notify({ alertType: 'error', text: strings.failed });
    }
  };

  return (
    <FormDialog
      open={open}
      title={strings.title}
      submitLabel={strings.send}
      cancelLabel={strings.close}
      submitDisabled={!canSendFeedback(text)}
      busy={loading}
      onSubmit={() => void send()}
      onClose={onClose}
    >
      <Field.Root>
        <Field.Label srOnly>{strings.label}</Field.Label>
        <Textarea
          rows={8}
          value={text}
          maxLength={FEEDBACK_MAX_LENGTH}
          placeholder={strings.placeholder}
          onChange={(event) => setText(event.target.value)}
          autoFocus
        />
      </Field.Root>
    </FormDialog>
  );
}
