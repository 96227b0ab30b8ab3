import { useApolloClient } from '@apollo/client/react';
import { Flex, Spinner } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { createMapRecord, loadMapRecord } from '../../../src/api/graphql/mapPersistence';
import { errorMessage } from '../../../src/model/errorMessage';
import { FormError } from '../../components/FormError';
import { newMapStrings as strings } from './strings';

/**
 * /new (spec 2 section 2: new map, optional query `template`): creates a map, from the template map's
 * content when one is named, and opens it in edit mode in its place in the history. Router state (a tutorial
 * to start) goes on to the map.
 */
export function NewMapScreen() {
  const client = useApolloClient();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const template = params.get('template');
  const { state } = useLocation();
  const forwarded = useRef<unknown>(state);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let cancelled = false;
    const create = async () => {
      const source = template ? await loadMapRecord(client, template) : null;
      const name = source ? strings.copyName(source.name) : strings.name;
      return createMapRecord(client, { name, document: source?.document ?? null });
    };
    create().then(
      (record) => !cancelled && navigate(`/${record.id}/edit`, { replace: true, state: forwarded.current }),
      (failure: unknown) => !cancelled && setError(errorMessage(failure, strings.failed)),
    );
    return () => {
      cancelled = true;
    };
  }, [client, navigate, template]);

  if (error) return <FormError message={error} />;
  return (
    <Flex h="50vh" align="center" justify="center" aria-label={strings.creating}>
      <Spinner />
    </Flex>
  );
}

export default NewMapScreen;
