import { useApolloClient } from '@apollo/client/react';
import { Flex, Spinner } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { RECENT_MAPS } from '../../../src/api/graphql/dashboard';
import { FormError } from '../../components/FormError';
import { defaultMapStrings as strings } from './strings';

/**
 * /default (spec 2 section 2, special id 'default'; the spec says no more): the map the user opened
 * last, in its place in the history, or a new map for a user who has opened none.
 */
export function DefaultMapScreen() {
  const client = useApolloClient();
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let cancelled = false;
    client.query({ query: RECENT_MAPS, variables: { userAction: 'Load' }, fetchPolicy: 'network-only' }).then(
      ({ data }) => {
        if (cancelled) return;
        const recent = data?.recentMaps.find((map) => !map.courseId);
        navigate(recent ? `/${recent.mapId}` : '/new', { replace: true });
      },
      () => !cancelled && setError(strings.failed),
    );
    return () => {
      cancelled = true;
    };
  }, [client, navigate]);

  if (error) return <FormError message={error} />;
  return (
    <Flex h="50vh" align="center" justify="center" aria-label={strings.opening}>
      <Spinner />
    </Flex>
  );
}

export default DefaultMapScreen;
