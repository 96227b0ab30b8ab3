import { useLazyQuery, useMutation } from '@apollo/client/react';
import { Button, Flex, Icon, Stack, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import {
  type ClassDetail,
  GET_USER_SUMMARY,
  INVITE_GROUP_USERS,
  notifyCallError,
} from '../../../src/api/graphql';
import { classMessages, TEACHER_SEARCH_DEBOUNCE_MS, teacherSearchTerm } from '../../../src/model/classes';
import { TextField } from '../../components/TextField';
import { useStores } from '../../shell/StoreContext';
import { classIcons } from './icons';
import { classStrings } from './strings';

/** Invite a teacher: search by e-mail only, 1 s after typing stops; the found user can be invited. */
export function InviteTeacherForm({ group }: { group: ClassDetail }) {
  const { notifications } = useStores();
  const [email, setEmail] = useState('');
  const [search, { data, loading, called }] = useLazyQuery(GET_USER_SUMMARY, { fetchPolicy: 'network-only' });
  const [invite, { loading: inviting }] = useMutation(INVITE_GROUP_USERS);
  const term = teacherSearchTerm(email);

  useEffect(() => {
    if (term === null) return;
    const timer = setTimeout(
      () => void search({ variables: { username: term } }),
      TEACHER_SEARCH_DEBOUNCE_MS,
    );
    return () => clearTimeout(timer);
  }, [term, search]);

  const found = term !== null && called && !loading ? (data?.getUserSummary ?? null) : undefined;
  const send = async (userId: string) => {
    try {
      await invite({ variables: { groupId: group.id, userIds: [userId], role: 'Admin' } });
      notifications.notify({ alertType: 'success', text: classMessages.invitationSent });
      setEmail('');
    } catch (caught) {
      notifyCallError(notifications, caught, classMessages.errors.inviting);
    }
  };
  return (
    <Stack gap="2" borderWidth="1px" rounded="md" p="4">
      <TextField
        label={classStrings.searchByEmail}
        name="teacherEmail"
        type="email"
        value={email}
        onChange={setEmail}
      />
      {term !== null && loading && <Text color="fg.muted">{classStrings.searching}</Text>}
      {found === null && <Text color="fg.muted">{classMessages.noUserFound}</Text>}
      {found && (
        <Flex justify="space-between" align="center">
          <Text>
            {found.firstName} {found.lastName} ({found.username})
          </Text>
          <Button size="sm" colorPalette="brand" loading={inviting} onClick={() => void send(found.id)}>
            <Icon as={classIcons.inviteTeacher} aria-hidden />
            {classStrings.invite}
          </Button>
        </Flex>
      )}
    </Stack>
  );
}
