import { useMutation } from '@apollo/client/react';
import { Badge, Button, Flex, HStack, Icon, Link, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import {
  type ClassDetail,
  GET_MY_CLASSES,
  type GroupResource,
  LEAVE_USER_GROUP,
  notifyCallError,
  REMOVE_USER_GROUP_RESOURCE,
  SET_USER_GROUP_SHARE_RESULTS,
} from '../../../src/api/graphql';
import { classMessages } from '../../../src/model/classes';
import { CheckField } from '../../components/CheckField';
import { EmptyState } from '../../components/EmptyState';
import { ConfirmDialog } from '../../dialogs/ConfirmDialog';
import { useStores } from '../../shell/StoreContext';
import { MapThumbnail } from '../maps/MapThumbnail';
import { AddResourcesDialog } from './AddResourcesDialog';
import { classIcons } from './icons';
import { classStrings } from './strings';

const resourcePath = (resource: GroupResource) =>
  resource.type === 'Course' && resource.courseId ? `/course/${resource.courseId}` : `/${resource.mapId}`;

/** The class's maps and courses; admins add and remove them, students may leave the class. */
export function ResourcesTab({ group }: { group: ClassDetail }) {
  const { notifications } = useStores();
  const navigate = useNavigate();
  const isAdmin = group.viewerRole === 'Admin';
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<GroupResource | null>(null);
  const [leaving, setLeaving] = useState(false);
  const [remove] = useMutation(REMOVE_USER_GROUP_RESOURCE);
  const [setShareResults] = useMutation(SET_USER_GROUP_SHARE_RESULTS);
  const [leave] = useMutation(LEAVE_USER_GROUP, {
    refetchQueries: [{ query: GET_MY_CLASSES, variables: { archived: false } }],
  });
  const fail = (fallback: string) => (caught: unknown) => notifyCallError(notifications, caught, fallback);

  return (
    <Stack gap="4">
      <HStack justify="flex-end">
        {isAdmin && (
          <Button colorPalette="brand" onClick={() => setAdding(true)} disabled={group.disabled}>
            <Icon as={classIcons.addResources} aria-hidden />
            {classStrings.addResources}
          </Button>
        )}
        {!isAdmin && (
          <CheckField
            label={classMessages.shareResultsLabel}
            checked={group.shareResults}
            onChange={(shareResults) =>
              void setShareResults({ variables: { groupId: group.id, shareResults } }).catch(
                fail(classMessages.errors.sharingResults),
              )
            }
          />
        )}
        {!isAdmin && (
          <Button variant="outline" colorPalette="red" onClick={() => setLeaving(true)}>
            <Icon as={classIcons.leaveClass} aria-hidden />
            {classStrings.leaveClass}
          </Button>
        )}
      </HStack>
      {group.resources.length === 0 &&
        (isAdmin ? (
          // The teacher's text already says what to do; Add resources is the button above.
          <EmptyState icon={classIcons.resources} title={classMessages.noResourcesTeacher} />
        ) : (
          <EmptyState
            icon={classIcons.resources}
            title={classMessages.noResources}
            description={classStrings.noResourcesNext}
          />
        ))}
      <Stack as="ul" gap="2" listStyleType="none">
        {group.resources.map((resource) => (
          <Flex
            as="li"
            key={resource.id}
            borderWidth="1px"
            rounded="md"
            p="3"
            justify="space-between"
            align="center"
          >
            <HStack>
              {resource.type !== 'Course' && resource.mapId && (
                <MapThumbnail mapId={resource.mapId} width={64} />
              )}
              <Badge>{resource.type === 'Course' ? classStrings.typeCourse : classStrings.typeMap}</Badge>
              <Link asChild fontWeight="semibold">
                <RouterLink to={resourcePath(resource)}>{resource.name}</RouterLink>
              </Link>
            </HStack>
            {isAdmin && (
              <Button
                size="sm"
                variant="ghost"
                disabled={group.disabled}
                onClick={() => setRemoving(resource)}
              >
                <Icon as={classIcons.removeResource} aria-hidden />
                {classStrings.remove}
              </Button>
            )}
          </Flex>
        ))}
      </Stack>
      {isAdmin && <AddResourcesDialog group={group} open={adding} onClose={() => setAdding(false)} />}
      <ConfirmDialog
        destructive
        open={removing !== null}
        title={removing ? classStrings.removeResourceConfirm(removing.name) : undefined}
        message=""
        defaultToCancel
        onCancel={() => setRemoving(null)}
        onConfirm={() => {
          if (removing)
            void remove({ variables: { groupId: group.id, resourceId: removing.id } }).catch(
              fail(classMessages.loadError),
            );
          setRemoving(null);
        }}
      />
      <ConfirmDialog
        destructive
        open={leaving}
        title={classStrings.leaveConfirm(group.name)}
        message={classStrings.leaveMessage}
        defaultToCancel
        onCancel={() => setLeaving(false)}
        onConfirm={() => {
          setLeaving(false);
          leave({ variables: { id: group.id } })
            .then(() => {
              notifications.notify({ alertType: 'success', text: classMessages.left(group.name) });
              navigate('/home/class');
            })
            .catch(fail(classMessages.errors.leaving));
        }}
      />
    </Stack>
  );
}
