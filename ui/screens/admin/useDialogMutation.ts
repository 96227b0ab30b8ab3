import type { OperationVariables, TypedDocumentNode } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { graphQLErrorMessage } from '../../../src/api/graphql';

/**
 * A dialog's one call: `run` sends it and closes the dialog on success; a refusal stays in the dialog
 * as `error` (the server's reason, or `fallback`).
 */
export function useDialogMutation<TData, TVariables extends OperationVariables>(
  mutation: TypedDocumentNode<TData, TVariables>,
  fallback: string,
  onDone: () => void,
) {
  const [error, setError] = useState<string | null>(null);
  const [send, { loading }] = useMutation(mutation);
  const run = (variables: TVariables) => {
    setError(null);
    // Apollo types the options by a condition on the variables that a generic TVariables cannot meet.
    send({ variables } as never).then(onDone, (caught: unknown) =>
      setError(graphQLErrorMessage(caught, fallback)),
    );
  };
  return { run, loading, error };
}
