import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { PARTIAL_UPDATE_USER } from '../../src/api/graphql';
import type { UserFlag } from '../../src/model/userFlags';
import { useStores } from './StoreContext';

/**
 * Sets user flags with the account (so they follow the user to any browser) and updates the signed-in
 * user with the flags the server then holds. Rejects when the server could not keep them.
 */
export function useSetUserFlags(): (flags: UserFlag[]) => Promise<void> {
  const { auth } = useStores();
  const [partialUpdateUser] = useMutation(PARTIAL_UPDATE_USER);
  return useCallback(
    async (flags: UserFlag[]) => {
      const { data } = await partialUpdateUser({ variables: { userUpdate: { setFlags: flags } } });
      if (data) auth.flagsChanged(data.partialUpdateUser.flags);
    },
    [auth, partialUpdateUser],
  );
}
