import { Button, HStack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { ADMIN_PAGE_SIZE, pageCount } from '../../../src/model/admin/access';
import { adminStrings } from './strings';

/**
 * The page a table shows, as the offset and limit its query takes. A new `resetKey` (another search)
 * starts again on the first page.
 */
export function usePage(resetKey = '') {
  const [state, setState] = useState({ page: 1, resetKey });
  const page = state.resetKey === resetKey ? state.page : 1;
  const setPage = (next: number) => setState({ page: next, resetKey });
  return { page, setPage, variables: { offset: (page - 1) * ADMIN_PAGE_SIZE, limit: ADMIN_PAGE_SIZE } };
}

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
          {adminStrings.pager.previous}
        </Button>
        <Button size="sm" variant="outline" disabled={page >= pages} onClick={() => onPage(page + 1)}>
          {adminStrings.pager.next}
        </Button>
      </HStack>
    </HStack>
  );
}
