import { Table, Text } from '@chakra-ui/react';
import { ADMIN_FEEDBACK } from '../../../src/api/graphql';
import { formatCellDate } from '../maps/format';
import { PagedResult } from './Pager';
import { adminStrings } from './strings';
import { usePagedQuery } from './usePagedQuery';

const strings = adminStrings.feedback;

/** The feedback inbox: what users sent from the help menu, newest first, with where they were. */
export function FeedbackTab() {
  const paged = usePagedQuery(ADMIN_FEEDBACK, (data) => data.adminFeedback);
  const result = paged.result;
  return (
    <PagedResult paged={paged} emptyText={strings.empty} loadFailed={strings.loadFailed}>
      <Table.Root size="sm" aria-label={strings.tableLabel} data-testid="feedback-table">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{strings.sent}</Table.ColumnHeader>
            <Table.ColumnHeader>{strings.from}</Table.ColumnHeader>
            <Table.ColumnHeader>{strings.text}</Table.ColumnHeader>
            <Table.ColumnHeader>{strings.page}</Table.ColumnHeader>
            <Table.ColumnHeader>{strings.version}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {result?.items.map((entry) => (
            <Table.Row key={entry.id}>
              <Table.Cell whiteSpace="nowrap">{formatCellDate(entry.createdAt)}</Table.Cell>
              <Table.Cell>{entry.user.username}</Table.Cell>
              <Table.Cell>
                <Text whiteSpace="pre-wrap">{entry.feedback}</Text>
              </Table.Cell>
              <Table.Cell>{entry.page}</Table.Cell>
              <Table.Cell>{entry.appVersion}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </PagedResult>
  );
}
