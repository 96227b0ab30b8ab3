import { Badge, Button, HStack, Icon, Table, Text, Wrap } from '@chakra-ui/react';
import type { AdminUser } from '../../../src/api/graphql';
import { duplicatedRoles } from '../../../src/model/admin/access';
import { adminIcons } from './icons';
import { adminStrings } from './strings';

const strings = adminStrings.users;

function statusOf(user: AdminUser): { label: string; palette: string } {
  if (user.deactivatedAt) return { label: strings.deactivated, palette: 'red' };
  if (user.status === 'pending') return { label: strings.pending, palette: 'gray' };
  return { label: strings.active, palette: 'green' };
}

/** One user: name, e-mail, organization, roles (a doubled role marked as not granted), status, actions. */
export function UserRow({
  user,
  isViewer,
  onOrganization,
  onRoles,
  onDeactivate,
  onReactivate,
}: {
  user: AdminUser;
  isViewer: boolean;
  /** Site administrators move users between organizations. */
  onOrganization: (() => void) | null;
  onRoles: () => void;
  onDeactivate: () => void;
  onReactivate: () => void;
}) {
  const doubled = duplicatedRoles(user.roles);
  const status = statusOf(user);
  const name = `${user.firstName} ${user.lastName}`.trim();
  return (
    <Table.Row data-testid="admin-user-row">
      <Table.Cell>{name}</Table.Cell>
      <Table.Cell>{user.username}</Table.Cell>
      <Table.Cell>{user.organization?.name}</Table.Cell>
      <Table.Cell>
        <Wrap gap="1">
          {user.roles.length === 0 && <Text color="fg.muted">{strings.noRoles}</Text>}
          {[...new Set(user.roles)].map((role) => (
            <Badge
              key={role}
              colorPalette={doubled.includes(role) ? 'orange' : 'gray'}
              textDecoration={doubled.includes(role) ? 'line-through' : undefined}
            >
              {role}
            </Badge>
          ))}
        </Wrap>
      </Table.Cell>
      <Table.Cell>
        <Badge colorPalette={status.palette}>{status.label}</Badge>
      </Table.Cell>
      <Table.Cell>
        <HStack gap="2" justify="flex-end">
          {onOrganization && (
            <Button size="xs" variant="outline" onClick={onOrganization}>
              <Icon as={adminIcons.organization} aria-hidden />
              {adminStrings.organization.edit}
            </Button>
          )}
          <Button size="xs" variant="outline" onClick={onRoles}>
            <Icon as={adminIcons.roles} aria-hidden />
            {strings.editRoles}
          </Button>
          {!isViewer &&
            (user.deactivatedAt ? (
              <Button size="xs" variant="outline" onClick={onReactivate}>
                <Icon as={adminIcons.reactivate} aria-hidden />
                {strings.reactivate}
              </Button>
            ) : (
              <Button size="xs" variant="outline" colorPalette="red" onClick={onDeactivate}>
                <Icon as={adminIcons.deactivate} aria-hidden />
                {strings.deactivate}
              </Button>
            ))}
        </HStack>
      </Table.Cell>
    </Table.Row>
  );
}
