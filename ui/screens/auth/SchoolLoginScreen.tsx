import { Button, Icon, Link, Stack, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { Link as RouterLink } from 'react-router-dom';
import { useStores } from '../../shell/StoreContext';
import { AuthLayout } from './AuthLayout';
import { authIcons } from './icons';
import { authStrings } from './strings';

/** /school-login: sign in through the school's OpenID provider ('ags'), when the school-login flag is on. */
export const SchoolLoginScreen = observer(function SchoolLoginScreen() {
  const { featureFlags, auth } = useStores();
  const returnTo = `/app${auth.state.afterLoginRedirectUrl === '/' ? '/' : auth.state.afterLoginRedirectUrl}`;
  return (
    <AuthLayout title={authStrings.schoolLogin.title}>
      <Stack gap="4">
        {featureFlags.isOn('school-login') ? (
          <Button colorPalette="brand" asChild>
            <a href={`/a/auth/oauth/ags?redirectUrl=${encodeURIComponent(returnTo)}`}>
              <Icon as={authIcons.schoolLogin} aria-hidden />
              {authStrings.schoolLogin.button}
            </a>
          </Button>
        ) : (
          <Text>{authStrings.schoolLogin.unavailable}</Text>
        )}
        <Link asChild colorPalette="brand">
          <RouterLink to="/login">{authStrings.schoolLogin.otherwise}</RouterLink>
        </Link>
      </Stack>
    </AuthLayout>
  );
});

export default SchoolLoginScreen;
