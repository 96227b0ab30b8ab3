import { Text } from '@chakra-ui/react';
import { useState } from 'react';
import { type AdminUser, SET_USER_ORGANIZATION } from '../../../src/api/graphql';
import { TextField } from '../../components/TextField';
import { FormDialog } from '../../dialogs/FormDialog';
import { adminStrings } from './strings';
import { useDialogMutation } from './useDialogMutation';

const strings = adminStrings.organization;

/** A site administrator puts a user into an organization by its name (a new name makes it), or none. */
export function OrganizationDialog({ user, onClose }: { user: AdminUser; onClose: () => void }) {
  const [name, setName] = useState(user.organization?.name ?? '');
  const save = useDialogMutation(SET_USER_ORGANIZATION, adminStrings.users.saveFailed, onClose);
  const submit = () => save.run({ userId: user.id, organization: name.trim() || null });
  return (
    <FormDialog
      open
      title={strings.title(user.username)}
      submitLabel={strings.save}
      busy={save.loading}
      error={save.error}
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
