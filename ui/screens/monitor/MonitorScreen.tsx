import { useQuery } from '@apollo/client/react';
import { Box, Button, Heading, SimpleGrid, Stack, Table, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { MONITOR, type MonitorReading } from '../../../src/api/graphql';
import { isAdmin } from '../../../src/model/auth/roles';
import { PageHeader } from '../../components/PageHeader';
import { useStores } from '../../shell/StoreContext';
import { ClientErrorTable } from '../admin/ClientErrorTable';
import { NotAccessible } from '../admin/NotAccessible';
import { QueryState } from '../admin/QueryState';
import { adminStrings, monitorStrings as strings } from '../admin/strings';
import { formatCellDate } from '../maps/format';
import { HealthCard } from './HealthCard';

/** How often the page reads the monitor again while open. */
const POLL_MS = 10_000;

function Figures({ monitor }: { monitor: MonitorReading }) {
  return (
    <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="4">
      <HealthCard title={strings.server}>
        <Text fontSize="sm">{strings.version(monitor.server.version)}</Text>
        <Text fontSize="sm">{strings.uptime(monitor.server.uptimeSeconds)}</Text>
        <Text fontSize="sm" color="fg.muted">
          {strings.process(monitor.server.processId, monitor.server.memoryMb)}
        </Text>
      </HealthCard>
      <HealthCard title={strings.database(monitor.database.kind)} health={monitor.database.health} />
      <HealthCard title={strings.redis} health={monitor.redis}>
        {!monitor.redis && <Text color="fg.muted">{strings.notConfigured}</Text>}
      </HealthCard>
      <HealthCard title={strings.sessions} value={monitor.liveSessions} />
      <HealthCard title={strings.sockets} value={monitor.sockets} />
      <HealthCard title={strings.collab} value={monitor.collabConnections}>
        <Text fontSize="sm" color="fg.muted">
          {strings.collabRooms(monitor.collabRooms)}
        </Text>
      </HealthCard>
    </SimpleGrid>
  );
}

function ServerErrors({ errors }: { errors: MonitorReading['recentServerErrors'] }) {
  if (errors.length === 0) return <Text color="fg.muted">{strings.serverErrorsEmpty}</Text>;
  return (
    <Table.Root size="sm" aria-label={strings.serverErrors}>
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeader>{strings.when}</Table.ColumnHeader>
          <Table.ColumnHeader>{strings.source}</Table.ColumnHeader>
          <Table.ColumnHeader>{strings.message}</Table.ColumnHeader>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {errors.map((entry) => (
          <Table.Row key={entry.id}>
            <Table.Cell whiteSpace="nowrap">{formatCellDate(entry.at)}</Table.Cell>
            <Table.Cell>{entry.source}</Table.Cell>
            <Table.Cell wordBreak="break-word">{entry.message}</Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  );
}

/** /monitor (issue 22, ADMIN only): this server's health, connections and recent errors, read every 10 s. */
export default observer(function MonitorScreen() {
  const { auth } = useStores();
  const allowed = isAdmin(auth.user?.roles);
  const { data, loading, error, refetch } = useQuery(MONITOR, {
    skip: !allowed,
    pollInterval: POLL_MS,
    fetchPolicy: 'network-only',
    notifyOnNetworkStatusChange: false,
  });
  if (!allowed) return <NotAccessible reason={adminStrings.refusedMonitor} />;
  const monitor = data?.monitor;

  return (
    <Box as="main" p="6" maxW="1200px" mx="auto">
      <Stack gap="6">
        <PageHeader
          title={strings.title}
          subtitle={strings.subtitle}
          action={
            <Button variant="outline" onClick={() => void refetch()}>
              {strings.refresh}
            </Button>
          }
        />
        <QueryState
          loading={loading}
          error={error}
          hasData={monitor !== undefined}
          empty={false}
          emptyText=""
          loadFailed={strings.loadFailed}
        >
          {monitor && (
            <Stack gap="6">
              <Figures monitor={monitor} />
              <Stack gap="2">
                <Heading as="h2" size="md">
                  {strings.serverErrors}
                </Heading>
                <ServerErrors errors={monitor.recentServerErrors} />
              </Stack>
              <Stack gap="2">
                <Heading as="h2" size="md">
                  {strings.clientErrors}
                </Heading>
                {monitor.recentClientErrors.length === 0 ? (
                  <Text color="fg.muted">{adminStrings.errors.empty}</Text>
                ) : (
                  <ClientErrorTable entries={monitor.recentClientErrors} />
                )}
              </Stack>
            </Stack>
          )}
        </QueryState>
      </Stack>
    </Box>
  );
});
