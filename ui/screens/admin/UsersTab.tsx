import { useMutation } from '@apollo/client/react';
import { Button, Field, HStack, Icon, Input, Stack, Table } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import {
  ADMIN_USERS,
  type AdminUser,
  DEACTIVATE_USER,
  notifyCallError,
  REACTIVATE_USER,
} from '../../../src/api/graphql';
import { isAdmin } from '../../../src/model/auth/roles';
import { ConfirmDialog } from '../../dialogs/ConfirmDialog';
import { InviteUserDialog } from '../../dialogs/InviteUserDialog';
import { useStores } from '../../shell/StoreContext';
import { useDebouncedValue } from '../maps/useDebouncedValue';
import { adminIcons } from './icons';
import { OrganizationDialog } from './OrganizationDialog';
import { PagedResult } from './Pager';
import { RolesDialog } from './RolesDialog';
import { adminStrings } from './strings';
import { UserRow } from './UserRow';
import { usePagedQuery } from './usePagedQuery';

const strings = adminStrings.users;
const SEARCH_DELAY_MS = 300;

/** The users an administrator may manage: search, pages, roles, deactivation, and invitations for site admins. */
export const UsersTab = observer(function UsersTab() {
  const { auth, notifications } = useStores();
  const viewer = auth.user;
  const [searchText, setSearchText] = useState('');
  const search = useDebouncedValue(searchText.trim(), SEARCH_DELAY_MS);
  const paged = usePagedQuery(ADMIN_USERS, (data) => data.adminUsers, { search });
  const [deactivate] = useMutation(DEACTIVATE_USER);
  const [reactivate] = useMutation(REACTIVATE_USER);
  const [editing, setEditing] = useState<AdminUser | null>(null);
  const [moving, setMoving] = useState<AdminUser | null>(null);
  const [confirming, setConfirming] = useState<AdminUser | null>(null);
  const [inviting, setInviting] = useState(false);
  const siteAdmin = isAdmin(viewer?.roles);
  const result = paged.result;
  const fail = (caught: unknown) => notifyCallError(notifications, caught, strings.saveFailed);

  let emptyText: string = siteAdmin ? strings.empty : strings.emptyOrganization;
  if (search) emptyText = strings.noMatch(search);

  return (
    <Stack gap="4">
      <HStack justify="space-between" align="flex-end" gap="4" wrap="wrap">
        <Field.Root maxW="sm">
          <Field.Label>{strings.search}</Field.Label>
          <Input
            type="search"
            value={searchText}
            placeholder={strings.searchPlaceholder}
            onChange={(event) => setSearchText(event.target.value)}
          />
        </Field.Root>
        {siteAdmin && (
          <Button onClick={() => setInviting(true)}>
            <Icon as={adminIcons.invite} aria-hidden />
            {strings.invite}
          </Button>
        )}
      </HStack>
      <PagedResult paged={paged} emptyText={emptyText} loadFailed={strings.loadFailed}>
        <Table.Root size="sm" aria-label={strings.tableLabel}>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>{strings.name}</Table.ColumnHeader>
              <Table.ColumnHeader>{strings.username}</Table.ColumnHeader>
              <Table.ColumnHeader>{strings.organization}</Table.ColumnHeader>
              <Table.ColumnHeader>{strings.roles}</Table.ColumnHeader>
              <Table.ColumnHeader>{strings.status}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">{strings.actions}</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {result?.items.map((user) => (
              <UserRow
                key={user.id}
                user={user}
                isViewer={user.id === viewer?.id}
                onOrganization={siteAdmin ? () => setMoving(user) : null}
                onRoles={() => setEditing(user)}
                onDeactivate={() => setConfirming(user)}
                onReactivate={() => void reactivate({ variables: { userId: user.id } }).catch(fail)}
              />
            ))}
          </Table.Body>
        </Table.Root>
      </PagedResult>
      {editing && <RolesDialog user={editing} onClose={() => setEditing(null)} />}
      {moving && <OrganizationDialog user={moving} onClose={() => setMoving(null)} />}
      <ConfirmDialog
        destructive
        open={confirming !== null}
        title={strings.deactivateTitle}
        message={confirming ? strings.deactivateMessage(confirming.username) : ''}
        defaultToCancel
        onCancel={() => setConfirming(null)}
        onConfirm={() => {
          if (confirming) void deactivate({ variables: { userId: confirming.id } }).catch(fail);
          setConfirming(null);
        }}
      />
      {siteAdmin && (
        <InviteUserDialog
          open={inviting}
          organization={viewer?.organization ?? null}
          onClose={() => {
            setInviting(false);
            paged.refetch();
          }}
        />
      )}
    </Stack>
  );
});
