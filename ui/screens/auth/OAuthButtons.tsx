import { Button, Stack } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useStores } from '../../shell/StoreContext';
import { authStrings } from './strings';

/** Google, Facebook and school sign-in, each only when its feature flag is on. */
export const OAuthButtons = observer(function OAuthButtons() {
  const { featureFlags, auth } = useStores();
  const providers = [
    { flag: 'google-login', provider: 'google', label: authStrings.login.google },
    { flag: 'facebook-login', provider: 'facebook', label: authStrings.login.facebook },
    { flag: 'school-login', provider: 'ags', label: auth.schoolName ?? authStrings.login.school },
  ] as const;
  const shown = providers.filter(({ flag }) => featureFlags.isOn(flag));
  if (shown.length === 0) return null;
  return (
    <Stack gap="2">
      {shown.map(({ provider, label }) => (
        <Button key={provider} variant="outline" asChild>
          <a href={`/a/auth/oauth/${provider}`}>{label}</a>
        </Button>
      ))}
    </Stack>
  );
});
