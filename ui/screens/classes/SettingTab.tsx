import { useMutation } from '@apollo/client/react';
import { Button, Code, Flex, Heading, HStack, Icon, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  ARCHIVE_USER_GROUP,
  type ClassDetail,
  GENERATE_USER_GROUP_ACCESS_CODE,
  GET_MY_CLASSES,
  graphQLErrorMessage,
  notifyCallError,
  RESTORE_USER_GROUP,
  REVOKE_USER_GROUP_ACCESS_CODE,
  UPDATE_USER_GROUP,
} from '../../../src/api/graphql';
import { checkClassName, classMessages } from '../../../src/model/classes';
import { TextField } from '../../components/TextField';
import { ConfirmDialog } from '../../dialogs/ConfirmDialog';
import { FormDialog } from '../../dialogs/FormDialog';
import { useStores } from '../../shell/StoreContext';
import { classIcons } from './icons';
import { classStrings } from './strings';

const classLists = [
  { query: GET_MY_CLASSES, variables: { archived: false } },
  { query: GET_MY_CLASSES, variables: { archived: true } },
];

/** Class admins: the access code (generate, revoke), the join link, rename, archive and restore. */
export function SettingTab({ group }: { group: ClassDetail }) {
  const { notifications } = useStores();
  const navigate = useNavigate();
  const [renaming, setRenaming] = useState(false);
  const [name, setName] = useState(group.name);
  const [renameError, setRenameError] = useState<string | null>(null);
  const [archiving, setArchiving] = useState(false);
  const [rename, { loading: savingName }] = useMutation(UPDATE_USER_GROUP);
  const [generate] = useMutation(GENERATE_USER_GROUP_ACCESS_CODE);
  const [revoke] = useMutation(REVOKE_USER_GROUP_ACCESS_CODE);
  const [archive] = useMutation(ARCHIVE_USER_GROUP, { refetchQueries: classLists });
  const [restore] = useMutation(RESTORE_USER_GROUP, { refetchQueries: classLists });
  const checked = checkClassName(name);
  const fail = (fallback: string) => (caught: unknown) => notifyCallError(notifications, caught, fallback);
  const joinLink = `${window.location.origin}/app/class/${group.id}/join`;

  const saveName = async () => {
    if (!checked.ok) return setRenameError(checked.error);
    try {
      await rename({ variables: { userGroup: { id: group.id, name: checked.value } } });
      setRenaming(false);
    } catch (caught) {
      setRenameError(graphQLErrorMessage(caught, classMessages.loadError));
    }
  };

  return (
    <Stack gap="6" maxW="640px">
      <Stack gap="2">
        <Heading as="h2" size="md">
          {classStrings.accessCode}
        </Heading>
        {group.accessCode ? (
          <Code fontSize="2xl" p="2" w="fit-content" data-testid="access-code">
            {group.accessCode}
          </Code>
        ) : (
          <Text color="fg.muted">{classStrings.noCode}</Text>
        )}
        <HStack>
          <Button
            colorPalette="brand"
            disabled={group.disabled}
            onClick={() =>
              void generate({ variables: { id: group.id } }).catch(fail(classMessages.loadError))
            }
          >
            <Icon as={classIcons.generateCode} aria-hidden />
            {group.accessCode ? classStrings.newCode : classStrings.generateCode}
          </Button>
          {group.accessCode && (
            <Button
              variant="outline"
              onClick={() =>
                revoke({ variables: { id: group.id } })
                  .then(() => notifications.notify({ alertType: 'info', text: classStrings.codeRevoked }))
                  .catch(fail(classMessages.loadError))
              }
            >
              <Icon as={classIcons.revokeCode} aria-hidden />
              {classStrings.revokeCode}
            </Button>
          )}
        </HStack>
        {group.accessCode && (
          <Text fontSize="sm" color="fg.muted">
            {classStrings.joinLink}: <Code>{joinLink}</Code>
          </Text>
        )}
      </Stack>
      <Flex gap="3" wrap="wrap">
        <Button variant="outline" disabled={group.disabled} onClick={() => setRenaming(true)}>
          <Icon as={classIcons.rename} aria-hidden />
          {classStrings.rename}
        </Button>
        {group.disabled ? (
          <Button
            variant="outline"
            onClick={() =>
              restore({ variables: { id: group.id } })
                .then(() => notifications.notify({ alertType: 'success', text: classMessages.restored }))
                .catch(fail(classMessages.errors.archiving))
            }
          >
            <Icon as={classIcons.restore} aria-hidden />
            {classStrings.restore}
          </Button>
        ) : (
          <Button variant="outline" colorPalette="red" onClick={() => setArchiving(true)}>
            <Icon as={classIcons.archive} aria-hidden />
            {classStrings.archive}
          </Button>
        )}
      </Flex>
      <FormDialog
        open={renaming}
        title={classStrings.renameTitle}
        submitLabel={classStrings.save}
        onSubmit={() => void saveName()}
        onClose={() => {
          setRenaming(false);
          setRenameError(null);
          setName(group.name);
        }}
        submitDisabled={!checked.ok}
        busy={savingName}
        error={renameError}
      >
        <TextField label={classStrings.className} name="className" value={name} onChange={setName} required />
      </FormDialog>
      <ConfirmDialog
        destructive
        open={archiving}
        title={classStrings.archiveConfirm(group.name)}
        message={classStrings.archiveMessage}
        defaultToCancel
        onCancel={() => setArchiving(false)}
        onConfirm={() => {
          setArchiving(false);
          archive({ variables: { id: group.id } })
            .then(() => {
              notifications.notify({ alertType: 'success', text: classMessages.archived(group.name) });
              navigate('/home/class/archived');
            })
            .catch(fail(classMessages.errors.archiving));
        }}
      />
    </Stack>
  );
}
