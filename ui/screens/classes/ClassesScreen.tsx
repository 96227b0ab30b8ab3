import { useQuery } from '@apollo/client/react';
import { Badge, Button, Flex, Heading, HStack, Icon, Link, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { GET_MY_CLASSES } from '../../../src/api/graphql';
import { classMessages } from '../../../src/model/classes';
import { EmptyState } from '../../components/EmptyState';
import { FormError } from '../../components/FormError';
import { CreateClassDialog } from './CreateClassDialog';
import { InvitationList } from './InvitationList';
import { classIcons } from './icons';
import { JoinClassDialog } from './JoinClassDialog';
import { classStrings } from './strings';

/** /home/class and /home/class/archived: the user's classes, with create and join. */
export default function ClassesScreen() {
  const archived = useLocation().pathname.endsWith('/archived');
  const [dialog, setDialog] = useState<'create' | 'join' | null>(null);
  const { data, loading, error } = useQuery(GET_MY_CLASSES, { variables: { archived } });
  const classes = data?.myClasses ?? [];
  return (
    <Stack gap="6" maxW="960px">
      <Flex justify="space-between" align="center" wrap="wrap" gap="3">
        <Heading as="h1" size="2xl">
          {archived ? classStrings.archivedTitle : classStrings.title}
        </Heading>
        <HStack>
          <Button variant="outline" onClick={() => setDialog('join')}>
            <Icon as={classIcons.joinClass} aria-hidden />
            {classStrings.joinClass}
          </Button>
          <Button colorPalette="brand" onClick={() => setDialog('create')}>
            <Icon as={classIcons.createClass} aria-hidden />
            {classStrings.createClass}
          </Button>
        </HStack>
      </Flex>
      <HStack as="nav" gap="4">
        <Link asChild fontWeight={archived ? 'normal' : 'semibold'}>
          <RouterLink to="/home/class">{classStrings.showActive}</RouterLink>
        </Link>
        <Link asChild fontWeight={archived ? 'semibold' : 'normal'}>
          <RouterLink to="/home/class/archived">{classStrings.showArchived}</RouterLink>
        </Link>
      </HStack>
      {!archived && <InvitationList />}
      {error && <FormError message={classMessages.loadError} />}
      {loading && !data && <Text color="fg.muted">{classStrings.loading}</Text>}
      {data && classes.length === 0 && archived && (
        <EmptyState
          icon={classIcons.archived}
          title={classMessages.noArchivedClasses}
          description={classStrings.noArchivedClassesNext}
        />
      )}
      {data && classes.length === 0 && !archived && (
        // Join class and Create class are the buttons at the top of the page.
        <EmptyState
          icon={classIcons.classes}
          title={classMessages.noClasses}
          description={classStrings.noClassesNext}
        />
      )}
      <Stack as="ul" gap="2" listStyleType="none">
        {classes.map((group) => (
          <Flex
            as="li"
            key={group.id}
            borderWidth="1px"
            rounded="md"
            p="4"
            justify="space-between"
            align="center"
          >
            <Stack gap="1">
              <Link asChild fontWeight="semibold" fontSize="lg">
                <RouterLink to={`/class/${group.id}/resources`}>{group.name}</RouterLink>
              </Link>
              <Text color="fg.muted" fontSize="sm">
                {classStrings.students(group.studentCount)} · {classStrings.resources(group.resourceCount)}
              </Text>
            </Stack>
            <HStack>
              {group.viewerRole === 'Admin' && <Badge colorPalette="brand">{classStrings.teacher}</Badge>}
              {group.disabled && <Badge>{classStrings.archivedBadge}</Badge>}
            </HStack>
          </Flex>
        ))}
      </Stack>
      <CreateClassDialog open={dialog === 'create'} onClose={() => setDialog(null)} />
      <JoinClassDialog open={dialog === 'join'} onClose={() => setDialog(null)} />
    </Stack>
  );
}
