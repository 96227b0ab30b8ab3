import { useMutation } from '@apollo/client/react';
import { Checkbox } from '@chakra-ui/react';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { GET_MY_CLASSES, graphQLErrorMessage, JOIN_USER_GROUP_BY_CODE } from '../../../src/api/graphql';
import { canJoinClass, classMessages } from '../../../src/model/classes';
import { TextField } from '../../components/TextField';
import { FormDialog } from '../../dialogs/FormDialog';
import { useStores } from '../../shell/StoreContext';
import { classStrings } from './strings';

/**
 * Join class (spec 1 section 2): an access code and the results-sharing tickbox, ticked to begin with.
 * A refused code shows the server's message and keeps the dialog open.
 */
export function JoinClassDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { notifications } = useStores();
  const navigate = useNavigate();
  const [code, setCode] = useState('');
  const [shareResults, setShareResults] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const [join, { loading }] = useMutation(JOIN_USER_GROUP_BY_CODE, {
    refetchQueries: [{ query: GET_MY_CLASSES, variables: { archived: false } }],
  });
  const close = () => {
    setCode('');
    setShareResults(true);
    setError(null);
    onClose();
  };
  const submit = async () => {
    try {
      const { data } = await join({ variables: { accessCode: code, shareResults } });
      if (!data) return;
      const joined = data.joinUserGroupByCode;
      close();
      notifications.notify({ alertType: 'success', text: classMessages.joined(joined.name) });
      navigate(`/class/${joined.id}/resources`);
    } catch (caught) {
      setError(graphQLErrorMessage(caught, classMessages.errors.joining));
    }
  };
  return (
    <FormDialog
      open={open}
      title={classStrings.joinClass}
      submitLabel={classStrings.join}
      onSubmit={() => void submit()}
      onClose={close}
      submitDisabled={!canJoinClass(code)}
      busy={loading}
      error={error}
    >
      <TextField label={classStrings.accessCode} name="accessCode" value={code} onChange={setCode} required />
      <Checkbox.Root
        checked={shareResults}
        onCheckedChange={(details) => setShareResults(details.checked === true)}
      >
        <Checkbox.HiddenInput />
        <Checkbox.Control />
        <Checkbox.Label>{classMessages.shareResultsLabel}</Checkbox.Label>
      </Checkbox.Root>
    </FormDialog>
  );
}
