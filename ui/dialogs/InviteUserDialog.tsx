import { Text } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { type InviteSession, inviteFailureErrors, requestInvites } from '../../src/api/invite';
import { canSendInvites, inviteOutcome, parseInviteEmails } from '../../src/model/classes';
import { useStores } from '../shell/StoreContext';
import { FormDialog } from './FormDialog';
import { InviteUserDialogEmailInput } from './InviteUserDialogEmailInput';
import { inviteStrings } from './strings';

export interface InviteUserDialogProps {
  open: boolean;
  onClose: () => void;
  /** Invite into this organization: the title says 'to <name>' and the call carries its id. */
  organization?: { id: string; name: string } | null;
  /** The REST helper; the app's session unless a caller gives another. */
  session?: InviteSession;
}

/**
 * Invite User (spec 1 sections 2, 4 and 8), for admins: e-mail addresses (duplicates removed, each
 * validated), Close and Send. Send is disabled without an address and says Processing while it runs.
 * Success closes with '<n> invite sent.'; errors are shown joined and the dialog stays open.
 */
export function InviteUserDialog({ open, onClose, organization, session }: InviteUserDialogProps) {
  const stores = useStores();
  const [text, setText] = useState('');
  const [processing, setProcessing] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const parsed = useMemo(() => parseInviteEmails(text), [text]);
  const canSend = canSendInvites(parsed) && !processing;

  const close = () => {
    if (processing) return;
    setText('');
    setError(null);
    onClose();
  };

  const send = async () => {
    if (!canSend) return;
    setProcessing(true);
    setError(null);
    try {
      const answer = await requestInvites(session ?? stores.session, parsed.emails, organization?.id);
      const outcome = inviteOutcome(answer);
      if (!outcome.closeDialog) {
        setError(outcome.text);
        return;
      }
      stores.notifications.notify({ alertType: 'success', text: outcome.text });
      setText('');
      onClose();
    } catch (failure) {
      console.warn('Invite user', failure);
      const errors = inviteFailureErrors(failure);
      setError(errors.length > 0 ? errors.join(' ') : inviteStrings.failed);
    } finally {
      setProcessing(false);
    }
  };

  return (
    <FormDialog
      open={open}
      title={
        <>
          {inviteStrings.title}
          {organization && (
            <Text as="span" fontWeight="normal">
              {inviteStrings.toOrganization(organization.name)}
            </Text>
          )}
        </>
      }
      submitLabel={inviteStrings.send}
      cancelLabel={inviteStrings.close}
      busyLabel={inviteStrings.processing}
      onSubmit={() => void send()}
      onClose={close}
      submitDisabled={!canSend}
      busy={processing}
      error={error}
      errorTestId="invite-error"
    >
      <InviteUserDialogEmailInput
        value={text}
        parsed={parsed}
        disabled={processing}
        onChange={(value) => {
          setText(value);
          setError(null);
        }}
      />
    </FormDialog>
  );
}
