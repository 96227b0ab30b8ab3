import { Button, Icon, Link, Stack, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { type FormEvent, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { canSubmitSignUp } from '../../../src/model/auth';
import { FormError } from '../../components/FormError';
import { TextField } from '../../components/TextField';
import { useStores } from '../../shell/StoreContext';
import { AuthLayout } from './AuthLayout';
import { authIcons } from './icons';
import { OAuthButtons } from './OAuthButtons';
import { authStrings } from './strings';

/** /sign-up: an e-mail, the human check, then an activation e-mail (spec 1 section 2). */
export const SignUpScreen = observer(function SignUpScreen() {
  const { auth, notifications } = useStores();
  const [email, setEmail] = useState('');
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!canSubmitSignUp(email)) return;
    setSending(true);
    setError(null);
    const failure = await auth.signUp(email);
    setSending(false);
    if (failure) {
      setError(failure);
      return;
    }
    const message = authStrings.signUp.sent(email.trim());
    setSentTo(email.trim());
    notifications.notify({ alertType: 'info', topic: 'SignUp', text: message });
  };

  return (
    <AuthLayout title={authStrings.signUp.title}>
      {sentTo ? (
        <Text role="status">{authStrings.signUp.sent(sentTo)}</Text>
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack gap="4">
            <TextField
              label={authStrings.email}
              name="email"
              type="email"
              autoComplete="email"
              value={email}
              onChange={setEmail}
              invalid={error !== null}
            />
            {error && <FormError message={error} />}
            <Button type="submit" colorPalette="brand" disabled={!canSubmitSignUp(email)} loading={sending}>
              <Icon as={authIcons.next} aria-hidden />
              {authStrings.signUp.next}
            </Button>
            <Link asChild colorPalette="brand">
              <RouterLink to="/login">{authStrings.signUp.logIn}</RouterLink>
            </Link>
            <OAuthButtons />
          </Stack>
        </form>
      )}
    </AuthLayout>
  );
});

export default SignUpScreen;
