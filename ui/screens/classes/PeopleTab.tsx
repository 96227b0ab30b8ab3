import { useMutation } from '@apollo/client/react';
import { Button, Checkbox, Flex, Heading, Icon, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import {
  type ClassDetail,
  type GroupMember,
  notifyCallError,
  REMOVE_STUDENTS,
  REMOVE_TEACHER,
} from '../../../src/api/graphql';
import { classMessages, teacherLabel } from '../../../src/model/classes';
import { ConfirmDialog } from '../../dialogs/ConfirmDialog';
import { useStores } from '../../shell/StoreContext';
import { InviteTeacherForm } from './InviteTeacherForm';
import { classIcons } from './icons';
import { classStrings } from './strings';

type Removal = { kind: 'teacher'; member: GroupMember } | { kind: 'students'; ids: string[] };

/** Teachers (pending invitations marked) and students; admins invite and remove. */
export function PeopleTab({ group }: { group: ClassDetail }) {
  const { notifications } = useStores();
  const isAdmin = group.viewerRole === 'Admin';
  const editable = isAdmin && !group.disabled;
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [removal, setRemoval] = useState<Removal | null>(null);
  const [removeTeacher] = useMutation(REMOVE_TEACHER);
  const [removeStudents] = useMutation(REMOVE_STUDENTS);
  const fail = (fallback: string) => (caught: unknown) => notifyCallError(notifications, caught, fallback);

  const confirmRemoval = () => {
    if (removal?.kind === 'teacher')
      void removeTeacher({ variables: { groupId: group.id, userId: removal.member.id } }).catch(
        fail(classMessages.errors.removingTeacher),
      );
    if (removal?.kind === 'students')
      void removeStudents({ variables: { groupId: group.id, userIds: removal.ids } })
        .then(() => setSelected(new Set()))
        .catch(fail(classMessages.errors.removingStudents));
    setRemoval(null);
  };
  const toggle = (id: string, checked: boolean) => {
    const next = new Set(selected);
    if (checked) next.add(id);
    else next.delete(id);
    setSelected(next);
  };

  return (
    <Stack gap="6">
      <Stack gap="2">
        <Heading as="h2" size="md">
          {classStrings.teachers}
        </Heading>
        {group.adminMembers.map((member) => (
          <Flex key={member.id} justify="space-between" align="center" borderBottomWidth="1px" py="2">
            <Text>{teacherLabel(member, false)}</Text>
            {editable && group.adminMembers.length > 1 && (
              <Button size="sm" variant="ghost" onClick={() => setRemoval({ kind: 'teacher', member })}>
                <Icon as={classIcons.removeMember} aria-hidden />
                {classStrings.remove}
              </Button>
            )}
          </Flex>
        ))}
        {group.invitations.map((invitation) => (
          <Flex key={invitation.id} justify="space-between" align="center" borderBottomWidth="1px" py="2">
            <Text color="fg.muted">{teacherLabel(invitation.user, true)}</Text>
            {editable && (
              <Button
                size="sm"
                variant="ghost"
                onClick={() =>
                  setRemoval({ kind: 'teacher', member: { ...invitation.user, shareResults: null } })
                }
              >
                <Icon as={classIcons.removeMember} aria-hidden />
                {classStrings.remove}
              </Button>
            )}
          </Flex>
        ))}
        {editable && <InviteTeacherForm group={group} />}
      </Stack>
      <Stack gap="2">
        <Flex justify="space-between" align="center">
          <Heading as="h2" size="md">
            {classStrings.studentsTitle}
          </Heading>
          {editable && (
            <Button
              size="sm"
              variant="outline"
              disabled={selected.size === 0}
              onClick={() => setRemoval({ kind: 'students', ids: [...selected] })}
            >
              <Icon as={classIcons.removeMember} aria-hidden />
              {classStrings.removeSelected}
            </Button>
          )}
        </Flex>
        {group.students.length === 0 && <Text color="fg.muted">{classStrings.noStudents}</Text>}
        {group.students.map((student) => (
          <Flex key={student.id} align="center" gap="3" borderBottomWidth="1px" py="2">
            {editable && (
              <Checkbox.Root
                checked={selected.has(student.id)}
                onCheckedChange={(details) => toggle(student.id, details.checked === true)}
                aria-label={`${student.firstName} ${student.lastName}`}
              >
                <Checkbox.HiddenInput />
                <Checkbox.Control />
              </Checkbox.Root>
            )}
            <Text>
              {student.firstName} {student.lastName}
            </Text>
            {student.username && <Text color="fg.muted">{student.username}</Text>}
          </Flex>
        ))}
      </Stack>
      <ConfirmDialog
        destructive
        open={removal !== null}
        title={
          removal?.kind === 'teacher'
            ? classStrings.removeTeacherConfirm(teacherLabel(removal.member, false))
            : classStrings.removeStudentsConfirm(removal?.ids.length ?? 0)
        }
        message=""
        defaultToCancel
        onCancel={() => setRemoval(null)}
        onConfirm={confirmRemoval}
      />
    </Stack>
  );
}
