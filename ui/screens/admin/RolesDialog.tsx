import { Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { type AdminUser, SET_USER_ROLES } from '../../../src/api/graphql';
import { ASSIGNABLE_ROLES, duplicatedRoles, normalizeRoles } from '../../../src/model/admin/access';
import { CheckField } from '../../components/CheckField';
import { FormDialog } from '../../dialogs/FormDialog';
import { adminStrings } from './strings';
import { useDialogMutation } from './useDialogMutation';

const strings = adminStrings.roles;

/**
 * A user's roles as tickboxes: the assignable ones and any other role the user holds. The server
 * decides who may grant what and answers a refusal with its reason, shown here.
 */
export function RolesDialog({ user, onClose }: { user: AdminUser; onClose: () => void }) {
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set(user.roles));
  const save = useDialogMutation(SET_USER_ROLES, adminStrings.users.saveFailed, onClose);
  const offered = normalizeRoles([...ASSIGNABLE_ROLES, ...user.roles]);
  const doubled = duplicatedRoles(user.roles);

  const toggle = (role: string, on: boolean) => {
    const next = new Set(chosen);
    if (on) next.add(role);
    else next.delete(role);
    setChosen(next);
  };
  const submit = () => save.run({ userId: user.id, roles: offered.filter((role) => chosen.has(role)) });

  return (
    <FormDialog
      open
      title={strings.title(user.username)}
      submitLabel={strings.save}
      busyLabel={strings.saving}
      busy={save.loading}
      error={save.error}
      onSubmit={submit}
      onClose={onClose}
    >
      <Stack gap="2">
        <Text color="fg.muted" fontSize="sm">
          {strings.hint}
        </Text>
        {offered.map((role) => (
          <CheckField
            key={role}
            label={role}
            checked={chosen.has(role)}
            onChange={(on) => toggle(role, on)}
          />
        ))}
        {doubled.length > 0 && (
          <Text color="fg.warning" fontSize="sm">
            {strings.doubled(doubled)}
          </Text>
        )}
      </Stack>
    </FormDialog>
  );
}
