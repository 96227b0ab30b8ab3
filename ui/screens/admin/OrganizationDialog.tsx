import { useMutation } from '@apollo/client/react';
import { Text } from '@chakra-ui/react';
import { useState } from 'react';
import { type AdminUser, graphQLErrorMessage, SET_USER_ORGANIZATION } from '../../../src/api/graphql';
import { TextField } from '../../components/TextField';
import { FormDialog } from '../../dialogs/FormDialog';
import { adminStrings } from './strings';

const strings = adminStrings.organization;

/** A site administrator puts a user into an organization by its name (a new name makes it), or none. */
export function OrganizationDialog({ user, onClose }: { user: AdminUser; onClose: () => void }) {
  const [name, setName] = useState(user.organization?.name ?? '');
  const [error, setError] = useState<string | null>(null);
  const [save, { loading }] = useMutation(SET_USER_ORGANIZATION);
  const submit = () => {
    setError(null);
    save({ variables: { userId: user.id, organization: name.trim() || null } }).then(
      onClose,
      (caught: unknown) => setError(graphQLErrorMessage(caught, adminStrings.users.saveFailed)),
    );
  };
  return (
    <FormDialog
      open
      title={strings.title(user.username)}
      submitLabel={strings.save}
      busy={loading}
      error={error}
      onSubmit={submit}
      onClose={onClose}
    >
      <Text color="fg.muted" fontSize="sm">
        {strings.hint}
      </Text>
      <TextField label={strings.name} name="organization" value={name} onChange={setName} />
    </FormDialog>
  );
}
