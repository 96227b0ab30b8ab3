import { ADMIN_CLIENT_ERRORS } from '../../../src/api/graphql';
import { ClientErrorTable } from './ClientErrorTable';
import { PagedResult } from './Pager';
import { adminStrings } from './strings';
import { usePagedQuery } from './usePagedQuery';

/** Errors reported by users' browsers (`PUT /a/log`), newest first. */
export function ClientErrorsTab() {
  const paged = usePagedQuery(ADMIN_CLIENT_ERRORS, (data) => data.adminClientErrors);
  const result = paged.result;
  return (
    <PagedResult
      paged={paged}
      emptyText={adminStrings.errors.empty}
      loadFailed={adminStrings.errors.loadFailed}
    >
      <ClientErrorTable entries={result?.items ?? []} />
    </PagedResult>
  );
}
