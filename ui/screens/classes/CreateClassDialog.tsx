import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { GET_MY_CLASSES, graphQLErrorMessage, UPDATE_USER_GROUP } from '../../../src/api/graphql';
import { checkClassName, classMessages } from '../../../src/model/classes';
import { TextField } from '../../components/TextField';
import { FormDialog } from '../../dialogs/FormDialog';
import { classStrings } from './strings';

/** Creates a class (name non-empty) and opens it; the creator is its admin. */
export function CreateClassDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const navigate = useNavigate();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [create, { loading }] = useMutation(UPDATE_USER_GROUP, {
    refetchQueries: [{ query: GET_MY_CLASSES, variables: { archived: false } }],
  });
  const checked = checkClassName(name);
  const close = () => {
    setName('');
    setError(null);
    onClose();
  };
  const submit = async () => {
    if (!checked.ok) return setError(checked.error);
    try {
      const { data } = await create({ variables: { userGroup: { name: checked.value } } });
      close();
      if (data) navigate(`/class/${data.updateUserGroup.id}/resources`);
    } catch (caught) {
      setError(graphQLErrorMessage(caught, classMessages.errors.creating));
    }
  };
  return (
    <FormDialog
      open={open}
      title={classStrings.createClass}
      submitLabel={classStrings.create}
      onSubmit={() => void submit()}
      onClose={close}
      submitDisabled={!checked.ok}
      busy={loading}
      error={error}
    >
      <TextField label={classStrings.className} name="className" value={name} onChange={setName} required />
    </FormDialog>
  );
}
