import { useMutation } from '@apollo/client/react';
import { useMemo } from 'react';
import { CREATE_LABEL, DELETE_LABEL, GET_MAP_LABELS, RENAME_LABEL } from '../../../src/api/graphql';
import { errorDetail, isUserFacingError, useErrorNotice } from './errors';
import { mapsStrings } from './strings';

/** What a folder dialog shows after sending: nothing (done) or the error to show in the dialog. */
export type FolderResult = { ok: true; id?: string } | { ok: false; error: string };

export interface FolderActions {
  create: (name: string) => Promise<FolderResult>;
  rename: (labelId: string, name: string) => Promise<FolderResult>;
  remove: (labelId: string) => Promise<boolean>;
}

/**
 * Creating, renaming and deleting folders. The dialogs check names first (src/model/folders); the
 * server's refusals ('Duplicate name') come back as the dialog's error, other failures also go to the
 * notification area under their named message.
 */
export function useFolderActions(refetchMaps: () => Promise<unknown>): FolderActions {
  const showError = useErrorNotice();
  const [createLabel] = useMutation(CREATE_LABEL, {
    refetchQueries: [{ query: GET_MAP_LABELS }],
    awaitRefetchQueries: true,
  });
  const [renameLabel] = useMutation(RENAME_LABEL);
  // Deleting a folder also takes its maps out of it: both lists are read again (the maps by the caller,
  // since they live outside the cache).
  const [deleteLabel] = useMutation(DELETE_LABEL, {
    refetchQueries: [{ query: GET_MAP_LABELS }],
    awaitRefetchQueries: true,
  });

  return useMemo(() => {
    const failed = (name: string, error: unknown): FolderResult => {
      if (!isUserFacingError(error)) showError(name, error);
      return { ok: false, error: errorDetail(error) };
    };
    return {
      create: async (name) => {
        try {
          const { data } = await createLabel({ variables: { name } });
          return { ok: true, ...(data ? { id: data.createLabel.id } : {}) };
        } catch (error) {
          return failed(mapsStrings.errors.createLabel, error);
        }
      },
      rename: async (id, name) => {
        try {
          await renameLabel({ variables: { id, name } });
          return { ok: true };
        } catch (error) {
          return failed(mapsStrings.errors.renameLabel, error);
        }
      },
      remove: async (labelId) => {
        try {
          await deleteLabel({ variables: { labelId } });
          await refetchMaps();
          return true;
        } catch (error) {
          showError(mapsStrings.errors.deleteLabel, error);
          return false;
        }
      },
    };
  }, [createLabel, renameLabel, deleteLabel, showError, refetchMaps]);
}
