import { Button, HStack, Icon, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { pageCount } from '../../../src/model/admin/access';
import { adminIcons } from './icons';
import { QueryState } from './QueryState';
import { adminStrings } from './strings';
import type { PagedQuery } from './usePagedQuery';

/** Previous and Next under a table, with where the reader is. */
export function Pager({
  page,
  total,
  onPage,
}: {
  page: number;
  total: number;
  onPage: (page: number) => void;
}) {
  const pages = pageCount(total);
  return (
    <HStack as="nav" aria-label={adminStrings.pager.label} justify="space-between" gap="3">
      <Text color="fg.muted" fontSize="sm">
        {adminStrings.pager.position(Math.min(page, pages), pages, total)}
      </Text>
      <HStack gap="2">
        <Button size="sm" variant="outline" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          <Icon as={adminIcons.previousPage} aria-hidden />
          {adminStrings.pager.previous}
        </Button>
        <Button size="sm" variant="outline" disabled={page >= pages} onClick={() => onPage(page + 1)}>
          <Icon as={adminIcons.nextPage} aria-hidden />
          {adminStrings.pager.next}
        </Button>
      </HStack>
    </HStack>
  );
}

/**
 * One page of a table with its states: loading, failed and empty (what to do next) from QueryState,
 * then the rows given as children with the pager under them.
 */
export function PagedResult({
  paged,
  emptyText,
  loadFailed,
  children,
}: {
  paged: PagedQuery<unknown>;
  emptyText: string;
  loadFailed: string;
  children: ReactNode;
}) {
  const { result, loading, error, page, setPage } = paged;
  return (
    <QueryState
      loading={loading}
      error={error}
      hasData={result !== undefined}
      empty={result?.total === 0}
      emptyText={emptyText}
      loadFailed={loadFailed}
    >
      <Stack gap="3">
        {children}
        <Pager page={page} total={result?.total ?? 0} onPage={setPage} />
      </Stack>
    </QueryState>
  );
}
