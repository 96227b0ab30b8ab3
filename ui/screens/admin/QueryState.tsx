import { HStack, Spinner, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { graphQLErrorMessage } from '../../../src/api/graphql';
import { FormError } from '../../components/FormError';
import { adminStrings } from './strings';

/**
 * A table's loading, failure and empty states, or the table itself: a spinner before the first answer,
 * the call's error when there is no data to show, and the empty text (what to do next) for no rows.
 */
export function QueryState({
  loading,
  error,
  hasData,
  empty,
  emptyText,
  loadFailed,
  children,
}: {
  loading: boolean;
  error: unknown;
  hasData: boolean;
  empty: boolean;
  emptyText: string;
  loadFailed: string;
  children: ReactNode;
}) {
  if (!hasData && loading)
    return (
      <HStack role="status" gap="3">
        <Spinner size="sm" />
        <Text>{adminStrings.loading}</Text>
      </HStack>
    );
  if (!hasData && error) return <FormError message={graphQLErrorMessage(error, loadFailed)} />;
  if (empty) return <Text color="fg.muted">{emptyText}</Text>;
  return <>{children}</>;
}
