import { useMutation, useQuery } from '@apollo/client/react';
import { Button, Flex, Heading, HStack, Icon, Stack, Text } from '@chakra-ui/react';
import { useNavigate } from 'react-router-dom';
import {
  ACCEPT_GROUP_INVITATION,
  DECLINE_GROUP_INVITATION,
  GET_MY_CLASSES,
  MY_GROUP_INVITATIONS,
  notifyCallError,
} from '../../../src/api/graphql';
import { classMessages } from '../../../src/model/classes';
import { useStores } from '../../shell/StoreContext';
import { classIcons } from './icons';
import { classStrings } from './strings';

/** Invitations to teach a class, with accept and decline; nothing when there are none. */
export function InvitationList() {
  const { notifications } = useStores();
  const navigate = useNavigate();
  const { data } = useQuery(MY_GROUP_INVITATIONS);
  const refetchQueries = [
    { query: MY_GROUP_INVITATIONS },
    { query: GET_MY_CLASSES, variables: { archived: false } },
  ];
  const [accept] = useMutation(ACCEPT_GROUP_INVITATION, { refetchQueries });
  const [decline] = useMutation(DECLINE_GROUP_INVITATION, { refetchQueries });
  const invitations = data?.myGroupInvitations ?? [];
  if (invitations.length === 0) return null;
  const fail = (caught: unknown) => notifyCallError(notifications, caught, classMessages.errors.joining);
  return (
    <Stack gap="2">
      <Heading as="h2" size="md">
        {classStrings.invitationsTitle}
      </Heading>
      {invitations.map((invitation) => (
        <Flex key={invitation.id} borderWidth="1px" rounded="md" p="3" justify="space-between" align="center">
          <Text>
            {classStrings.invitationText(
              invitation.groupName,
              `${invitation.invitedBy.firstName} ${invitation.invitedBy.lastName}`,
            )}
          </Text>
          <HStack>
            <Button
              size="sm"
              colorPalette="brand"
              onClick={() =>
                accept({ variables: { invitationId: invitation.id } })
                  .then(({ data: accepted }) => {
                    if (!accepted) return;
                    notifications.notify({
                      alertType: 'success',
                      text: classMessages.joined(accepted.acceptGroupInvitation.name),
                    });
                    navigate(`/class/${accepted.acceptGroupInvitation.id}/resources`);
                  })
                  .catch(fail)
              }
            >
              <Icon as={classIcons.accept} aria-hidden />
              {classStrings.accept}
            </Button>
            <Button
              size="sm"
              variant="outline"
              onClick={() => decline({ variables: { invitationId: invitation.id } }).catch(fail)}
            >
              <Icon as={classIcons.decline} aria-hidden />
              {classStrings.decline}
            </Button>
          </HStack>
        </Flex>
      ))}
    </Stack>
  );
}
