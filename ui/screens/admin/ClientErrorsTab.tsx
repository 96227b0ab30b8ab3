import { useQuery } from '@apollo/client/react';
import { Stack } from '@chakra-ui/react';
import { ADMIN_CLIENT_ERRORS } from '../../../src/api/graphql';
import { ClientErrorTable } from './ClientErrorTable';
import { Pager, usePage } from './Pager';
import { QueryState } from './QueryState';
import { adminStrings } from './strings';

/** Errors reported by users' browsers (`PUT /a/log`), newest first. */
export function ClientErrorsTab() {
  const { page, setPage, variables } = usePage();
  const { data, loading, error } = useQuery(ADMIN_CLIENT_ERRORS, {
    variables,
    fetchPolicy: 'cache-and-network',
  });
  const result = data?.adminClientErrors;
  return (
    <QueryState
      loading={loading}
      error={error}
      hasData={result !== undefined}
      empty={result?.total === 0}
      emptyText={adminStrings.errors.empty}
      loadFailed={adminStrings.errors.loadFailed}
    >
      <Stack gap="3">
        <ClientErrorTable entries={result?.items ?? []} />
        <Pager page={page} total={result?.total ?? 0} onPage={setPage} />
      </Stack>
    </QueryState>
  );
}
