import { Button, HStack, Icon, Link, Stack } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { type FormEvent, useEffect, useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { type SignInCheck, validateSignIn } from '../../../src/model/auth';
import { FormError } from '../../components/FormError';
import { TextField } from '../../components/TextField';
import { useStores } from '../../shell/StoreContext';
import { AuthLayout } from './AuthLayout';
import { afterLoginUrlFromQuery } from './afterLogin';
import { authIcons } from './icons';
import { OAuthButtons } from './OAuthButtons';
import { authStrings } from './strings';

const ALL_VALID: SignInCheck = { usernameValid: true, passwordValid: true, valid: true };

/** /login (spec 1 section 2): e-mail and password, the human check, and the flag-gated alternatives. */
export const LoginScreen = observer(function LoginScreen() {
  const { auth, featureFlags } = useStores();
  const [query] = useSearchParams();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [check, setCheck] = useState<SignInCheck>(ALL_VALID);
  const requesting = auth.state.status === 'login-requesting';
  const failed = auth.state.status === 'login-failed';
  // The OpenID sign-in comes back here with ?error=oauth when the provider's answer was refused.
  const oauthFailed = query.get('error') === 'oauth';

  useEffect(() => {
    const target = afterLoginUrlFromQuery(query);
    if (target) auth.rememberAfterLogin(target);
  }, [auth, query]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const result = validateSignIn({ username, password });
    setCheck(result);
    if (!result.valid) return;
    const ok = await auth.login(username, password);
    // A failed login marks both fields invalid.
    if (!ok) setCheck({ usernameValid: false, passwordValid: false, valid: false });
  };

  return (
    <AuthLayout title={authStrings.login.title}>
      <form onSubmit={submit} noValidate>
        <Stack gap="4">
          <TextField
            label={authStrings.email}
            name="username"
            type="email"
            autoComplete="username"
            value={username}
            onChange={setUsername}
            invalid={!check.usernameValid}
            errorText={failed ? undefined : authStrings.emailInvalid}
          />
          <TextField
            label={authStrings.password}
            name="password"
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={setPassword}
            invalid={!check.passwordValid}
            errorText={failed ? undefined : authStrings.passwordRequired}
          />
          {oauthFailed && !failed && <FormError message={authStrings.login.oauthFailed} />}
          {failed && auth.errors.length > 0 && <FormError message={auth.errors.join(' ')} />}
          <Button
            type="submit"
            colorPalette="brand"
            loading={requesting}
            loadingText={authStrings.login.verifying}
          >
            <Icon as={authIcons.logIn} aria-hidden />
            {authStrings.login.submit}
          </Button>
          <HStack justify="space-between" wrap="wrap">
            <Link asChild colorPalette="brand">
              <RouterLink to="/forgot">{authStrings.login.forgot}</RouterLink>
            </Link>
            {featureFlags.isOn('create-account') && (
              <Link asChild colorPalette="brand">
                <RouterLink to="/sign-up">{authStrings.login.signUp}</RouterLink>
              </Link>
            )}
          </HStack>
          <OAuthButtons />
        </Stack>
      </form>
    </AuthLayout>
  );
});

export default LoginScreen;
