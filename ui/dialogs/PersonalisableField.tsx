import { useMutation, useQuery } from '@apollo/client/react';
import { Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { MAP_PERSONALISABLE, SET_MAP_PERSONALISABLE } from '../../src/api/graphql';
import { errorMessage } from '../../src/model/errorMessage';
import { CheckField } from '../components/CheckField';
import { FormError } from '../components/FormError';
import { mapOwnershipStrings as strings } from './strings';

/**
 * The owner's switch letting readers personalise the map (issue 23): readers then add their own nodes,
 * connections and notes, kept for them alone. Shows what the server stored, so it is what readers get.
 */
export function PersonalisableField({ mapId }: { mapId: string }) {
  const query = useQuery(MAP_PERSONALISABLE, { variables: { mapId }, fetchPolicy: 'network-only' });
  const [setPersonalisable, setting] = useMutation(SET_MAP_PERSONALISABLE, { fetchPolicy: 'no-cache' });
  const [answered, setAnswered] = useState<boolean | null>(null);
  const [error, setError] = useState<string | null>(null);
  const checked = answered ?? query.data?.map.personalisable ?? null;

  const change = async (personalisable: boolean) => {
    setError(null);
    try {
      const { data } = await setPersonalisable({ variables: { mapId, personalisable } });
      if (data) setAnswered(data.setMapPersonalisable);
    } catch (failure) {
      setError(errorMessage(failure, strings.failed));
    }
  };

  const loadError = query.error ? errorMessage(query.error, strings.failed) : null;
  if (loadError) return <FormError message={loadError} />;
  return (
    <Stack gap="1">
      <CheckField
        label={strings.personalisable}
        checked={checked === true}
        disabled={checked === null || setting.loading}
        onChange={(value) => void change(value)}
      />
      <Text fontSize="sm" color="fg.muted">
        {strings.personalisableHint}
      </Text>
      {error && <FormError message={error} />}
    </Stack>
  );
}
