import { Box, Table, Text } from '@chakra-ui/react';
import type { AdminClientError } from '../../../src/api/graphql';
import { formatCellDate } from '../maps/format';
import { adminStrings } from './strings';

const strings = adminStrings.errors;

/** Client error reports: message, stack folded away, who and which browser. Also on the monitor page. */
export function ClientErrorTable({ entries }: { entries: readonly AdminClientError[] }) {
  return (
    <Table.Root size="sm" aria-label={strings.tableLabel} data-testid="client-errors-table">
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeader>{strings.when}</Table.ColumnHeader>
          <Table.ColumnHeader>{strings.message}</Table.ColumnHeader>
          <Table.ColumnHeader>{strings.user}</Table.ColumnHeader>
          <Table.ColumnHeader>{strings.browser}</Table.ColumnHeader>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {entries.map((entry) => (
          <Table.Row key={entry.id} verticalAlign="top">
            <Table.Cell whiteSpace="nowrap">{formatCellDate(entry.createdAt)}</Table.Cell>
            <Table.Cell>
              <Text wordBreak="break-word">{entry.message}</Text>
              {entry.error && (
                <Box as="details" mt="1">
                  <Box as="summary" cursor="pointer" color="fg.muted" fontSize="sm">
                    {strings.details}
                  </Box>
                  <Box
                    as="pre"
                    fontSize="xs"
                    whiteSpace="pre-wrap"
                    wordBreak="break-word"
                    maxH="60"
                    overflowY="auto"
                  >
                    {entry.error}
                  </Box>
                </Box>
              )}
            </Table.Cell>
            <Table.Cell>{entry.user?.username ?? strings.anonymous}</Table.Cell>
            <Table.Cell>
              <Text fontSize="xs" color="fg.muted" maxW="64" truncate title={entry.userAgent ?? undefined}>
                {entry.userAgent}
              </Text>
            </Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  );
}
