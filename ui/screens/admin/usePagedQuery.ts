import type { OperationVariables, TypedDocumentNode } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { ADMIN_PAGE_SIZE } from '../../../src/model/admin/access';

export interface PagedQuery<TItem> {
  page: number;
  setPage: (page: number) => void;
  /** The page's answer; undefined until the first one. */
  result: { total: number; items: TItem[] } | undefined;
  loading: boolean;
  error: unknown;
  refetch: () => void;
}

type PageVariables = OperationVariables & { offset?: number | null; limit?: number | null };

/**
 * One page of an administration list: the page number, the query for its rows (offset and limit from
 * it), kept fresh from the network. Other `variables` (a search) that change start again on page 1.
 */
export function usePagedQuery<TData, TVariables extends PageVariables, TItem>(
  query: TypedDocumentNode<TData, TVariables>,
  select: (data: TData) => { total: number; items: TItem[] },
  variables: Omit<TVariables, 'offset' | 'limit'> = {} as Omit<TVariables, 'offset' | 'limit'>,
): PagedQuery<TItem> {
  const resetKey = JSON.stringify(variables);
  const [state, setState] = useState({ page: 1, resetKey });
  const page = state.resetKey === resetKey ? state.page : 1;
  const paging = { offset: (page - 1) * ADMIN_PAGE_SIZE, limit: ADMIN_PAGE_SIZE };
  const { data, loading, error, refetch } = useQuery(query, {
    variables: { ...variables, ...paging } as TVariables,
    fetchPolicy: 'cache-and-network',
  });
  return {
    page,
    setPage: (next) => setState({ page: next, resetKey }),
    result: data ? select(data as TData) : undefined,
    loading,
    error,
    refetch: () => void refetch(),
  };
}
