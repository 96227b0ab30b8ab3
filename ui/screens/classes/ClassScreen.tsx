import { useQuery } from '@apollo/client/react';
import { Badge, Heading, HStack, Link, Stack, Tabs, Text } from '@chakra-ui/react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import { GET_CLASS } from '../../../src/api/graphql';
import { classMessages } from '../../../src/model/classes';
import { FormError } from '../../components/FormError';
import { PeopleTab } from './PeopleTab';
import { ReportTab } from './ReportTab';
import { ResourcesTab } from './ResourcesTab';
import { SettingTab } from './SettingTab';
import { classStrings } from './strings';

const TABS = ['resources', 'people', 'setting', 'report'] as const;
type ClassTab = (typeof TABS)[number];
/** Tabs only class admins see (spec 1 section 2). */
const ADMIN_TABS: readonly ClassTab[] = ['setting', 'report'];

/** /class/:groupId[/:tab]: a class's resources, people, setting and reports. */
export default function ClassScreen() {
  const { groupId = '', tab, mapId } = useParams();
  const navigate = useNavigate();
  const { data, loading, error } = useQuery(GET_CLASS, { variables: { groupId } });
  const current: ClassTab = mapId ? 'report' : (TABS.find((name) => name === tab) ?? 'resources');

  if (error) return <FormError message={error.message || classMessages.loadError} />;
  if (loading && !data) return <Text color="fg.muted">{classStrings.loading}</Text>;
  const group = data?.userGroup;
  if (!group) return <FormError message={classMessages.loadError} />;
  const isAdmin = group.viewerRole === 'Admin';
  const visibleTabs = TABS.filter((name) => isAdmin || !ADMIN_TABS.includes(name));

  return (
    <Stack gap="5" maxW="960px">
      <Link asChild color="fg.muted" fontSize="sm">
        <RouterLink to={group.disabled ? '/home/class/archived' : '/home/class'}>
          {classStrings.back}
        </RouterLink>
      </Link>
      <HStack gap="3">
        <Heading as="h1" size="2xl">
          {group.name}
        </Heading>
        {group.disabled && <Badge>{classStrings.archivedBadge}</Badge>}
      </HStack>
      <Tabs.Root value={current} onValueChange={(details) => navigate(`/class/${group.id}/${details.value}`)}>
        <Tabs.List>
          {visibleTabs.map((name) => (
            <Tabs.Trigger key={name} value={name}>
              {classStrings.tabs[name]}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {/* The route names the tab: only its panel is made, and each tab's aria-controls finds it. */}
        <Tabs.Content value={current}>
          {current === 'resources' && <ResourcesTab group={group} />}
          {current === 'people' && <PeopleTab group={group} />}
          {ADMIN_TABS.includes(current) && !isAdmin && <Text>{classMessages.notAccessible}</Text>}
          {current === 'setting' && isAdmin && <SettingTab group={group} />}
          {current === 'report' && isAdmin && <ReportTab group={group} mapId={mapId} />}
        </Tabs.Content>
      </Tabs.Root>
    </Stack>
  );
}
