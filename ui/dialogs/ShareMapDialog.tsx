import { useMutation, useQuery } from '@apollo/client/react';
import { Button, Field, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { type FormEvent, useState } from 'react';
import { MAP_SHARES, type MapShare, SHARE_MAP, type ShareRight, UNSHARE_MAP } from '../../src/api/graphql';
import { errorMessage } from '../../src/model/errorMessage';
import { FormError } from '../components/FormError';
import { SelectField } from '../components/SelectField';
import { AppDialog } from './AppDialog';
import { PersonalisableField } from './PersonalisableField';
import { mapOwnershipStrings as strings } from './strings';

const RIGHT_OPTIONS: { value: ShareRight; label: string }[] = [
  { value: 'view', label: strings.rights.view },
  { value: 'edit', label: strings.rights.edit },
];

export interface ShareMapDialogProps {
  map: { id: string; name: string };
  onClose: () => void;
}

/**
 * Shares a map with another user by e-mail, with view or edit rights, and lists who it is shared with,
 * each with Remove. The list shown is the server's answer to the last call, so it is what is stored.
 */
export function ShareMapDialog({ map, onClose }: ShareMapDialogProps) {
  const variables = { mapId: map.id };
  const sharesQuery = useQuery(MAP_SHARES, { variables, fetchPolicy: 'network-only' });
  const [shareMap, sharing] = useMutation(SHARE_MAP, { fetchPolicy: 'no-cache' });
  const [unshareMap, unsharing] = useMutation(UNSHARE_MAP, { fetchPolicy: 'no-cache' });
  const [answered, setAnswered] = useState<readonly MapShare[] | null>(null);
  const [email, setEmail] = useState('');
  const [right, setRight] = useState<ShareRight>('view');
  const [error, setError] = useState<string | null>(null);
  const shares = answered ?? sharesQuery.data?.mapShares ?? null;
  const busy = sharing.loading || unsharing.loading;

  /** Runs a call that answers the map's shares; its refusal stays in the dialog. */
  const run = async (call: () => Promise<readonly MapShare[] | undefined>) => {
    setError(null);
    try {
      const result = await call();
      if (result) setAnswered(result);
      return true;
    } catch (failure) {
      setError(errorMessage(failure, strings.failed));
      return false;
    }
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (email.trim() === '' || busy) return;
    const done = await run(async () => {
      const { data } = await shareMap({ variables: { ...variables, email, accessRight: right } });
      return data?.shareMap;
    });
    if (done) setEmail('');
  };
  const remove = (share: MapShare) =>
    run(async () => {
      const { data } = await unshareMap({ variables: { ...variables, userId: share.userId } });
      return data?.unshareMap;
    });

  const loadError = sharesQuery.error ? errorMessage(sharesQuery.error, strings.failed) : null;
  return (
    <AppDialog
      open
      onClose={onClose}
      title={strings.shareTitle(map.name)}
      footer={
        <Button variant="outline" onClick={onClose}>
          {strings.close}
        </Button>
      }
    >
      <Stack gap="5">
        <form onSubmit={submit} noValidate>
          <Stack gap="3">
            <Field.Root>
              <Field.Label>{strings.emailLabel}</Field.Label>
              <Input
                type="email"
                value={email}
                placeholder={strings.emailPlaceholder}
                onChange={(event) => setEmail(event.target.value)}
                autoFocus
              />
            </Field.Root>
            <HStack align="end">
              <SelectField
                label={strings.rightLabel}
                value={right}
                options={RIGHT_OPTIONS}
                onChange={setRight}
              />
              <Button
                type="submit"
                colorPalette="brand"
                disabled={email.trim() === ''}
                loading={sharing.loading}
              >
                {strings.shareSubmit}
              </Button>
            </HStack>
            {error && <FormError message={error} />}
          </Stack>
        </form>
        <PersonalisableField mapId={map.id} />
        <Stack gap="2" as="section" aria-label={strings.sharedWith}>
          <Text fontWeight="semibold">{strings.sharedWith}</Text>
          {loadError ? (
            <FormError message={loadError} />
          ) : shares === null ? (
            <Text color="fg.muted">{strings.loadingShares}</Text>
          ) : shares.length === 0 ? (
            <Text color="fg.muted">{strings.notShared}</Text>
          ) : (
            <Stack as="ul" listStyleType="none" gap="2">
              {shares.map((share) => (
                <HStack as="li" key={share.userId} justify="space-between">
                  <Stack gap="0" minW="0">
                    <Text truncate>{strings.personName(share)}</Text>
                    <Text fontSize="sm" color="fg.muted" truncate>
                      {share.email} · {strings.rights[share.accessRight as ShareRight] ?? share.accessRight}
                    </Text>
                  </Stack>
                  <Button
                    size="xs"
                    variant="outline"
                    disabled={busy}
                    aria-label={strings.removeShare(strings.personName(share))}
                    onClick={() => void remove(share)}
                  >
                    {strings.removeShareButton}
                  </Button>
                </HStack>
              ))}
            </Stack>
          )}
        </Stack>
      </Stack>
    </AppDialog>
  );
}
