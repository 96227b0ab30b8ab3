import { useQuery } from '@apollo/client/react';
import { Heading, Link, SimpleGrid, Stack, Stat, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { type ClassDetail, MAP_USAGE } from '../../../src/api/graphql';
import { classMessages } from '../../../src/model/classes';
import { usageChartPoints } from '../../../src/model/usage';
import { FormError } from '../../components/FormError';
import { CourseProgressReport } from '../reports/CourseProgressReport';
import { classStrings } from './strings';

/**
 * Reports per map resource (class admins): how the map has been used and which students share their
 * results with the class admins.
 */
export function ReportTab({ group, mapId }: { group: ClassDetail; mapId: string | undefined }) {
  // A course resource reports on its course's map.
  const maps = group.resources;
  return (
    <Stack gap="4">
      <Stack as="ul" gap="1" listStyleType="none">
        {maps.map((resource) => (
          <li key={resource.id}>
            <Link asChild fontWeight={resource.mapId === mapId ? 'semibold' : 'normal'}>
              <RouterLink to={`/class/${group.id}/report/${resource.mapId}`}>{resource.name}</RouterLink>
            </Link>
          </li>
        ))}
      </Stack>
      {mapId ? (
        <MapReport group={group} mapId={mapId} />
      ) : (
        <Text color="fg.muted">{classStrings.reportPick}</Text>
      )}
    </Stack>
  );
}

function MapReport({ group, mapId }: { group: ClassDetail; mapId: string }) {
  const { data, error } = useQuery(MAP_USAGE, { variables: { mapId } });
  if (error) return <FormError message={classMessages.reportLoadError} />;
  if (!data) return <Text color="fg.muted">{classStrings.loading}</Text>;
  const points = usageChartPoints(data.mapUsage.dayUsage);
  const total = (key: 'loads' | 'courseLoads' | 'updates' | 'shares') =>
    points.reduce((sum, point) => sum + point[key], 0);
  const sharing = group.students.filter((student) => student.shareResults);
  const stats = [
    [classStrings.reportLoads, total('loads')],
    [classStrings.reportCourseLoads, total('courseLoads')],
    [classStrings.reportUpdates, total('updates')],
    [classStrings.reportShares, total('shares')],
  ] as const;
  return (
    <Stack gap="6">
      <CourseProgressReport key={mapId} mapId={mapId} groupId={group.id} />
      <Heading as="h2" size="md">
        {classStrings.reportUsage}
      </Heading>
      <SimpleGrid columns={{ base: 2, md: 4 }} gap="4">
        {stats.map(([label, value]) => (
          <Stat.Root key={label} borderWidth="1px" rounded="md" p="3">
            <Stat.Label>{label}</Stat.Label>
            <Stat.ValueText>{value}</Stat.ValueText>
          </Stat.Root>
        ))}
      </SimpleGrid>
      <Heading as="h2" size="md">
        {classStrings.reportSharing}
      </Heading>
      {sharing.length === 0 && <Text color="fg.muted">{classStrings.noStudents}</Text>}
      {sharing.map((student) => (
        <Text key={student.id}>
          {student.firstName} {student.lastName}
        </Text>
      ))}
    </Stack>
  );
}
