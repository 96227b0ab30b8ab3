import { Alert, Button, Icon, Spinner, Stack, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { type FormEvent, useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import {
  EXPIRED_RESET_LINK,
  isVerifyValidWhileTyping,
  UNABLE_TO_CHANGE_PASSWORD,
  validateReset,
} from '../../../src/model/auth';
import type { ResetLinkState } from '../../../src/stores/AuthStore';
import { FormError } from '../../components/FormError';
import { TextField } from '../../components/TextField';
import { useStores } from '../../shell/StoreContext';
import { AuthLayout } from './AuthLayout';
import { authIcons } from './icons';
import { authStrings } from './strings';

/** An expired link says so, then goes to /login after this long (spec 1 section 9). */
export const EXPIRED_RESET_REDIRECT_MS = 5000;

/**
 * /reset_password/:token: checks the link, then asks for the new password twice (spec 1 sections 2,
 * 5 and 8). On success the store logs the user in and sets its redirect to '/'; the shell follows it.
 */
export const ResetPasswordScreen = observer(function ResetPasswordScreen() {
  const { auth } = useStores();
  const token = useParams().token ?? '';
  const [link, setLink] = useState<ResetLinkState>('checking');

  useEffect(() => {
    let current = true;
    setLink('checking');
    void auth.checkResetLink(token).then((state) => {
      if (current) setLink(state);
    });
    return () => {
      current = false;
    };
  }, [auth, token]);

  return (
    <AuthLayout title={authStrings.reset.title}>
      {link === 'checking' && <CheckingLink />}
      {link === 'expired' && <ExpiredLink />}
      {link === 'valid' && <ResetForm token={token} onExpired={() => setLink('expired')} />}
    </AuthLayout>
  );
});

function CheckingLink() {
  return (
    <Stack direction="row" gap="3" align="center" role="status">
      <Spinner size="sm" color="brand.solid" />
      <Text color="fg.muted">{authStrings.reset.checking}</Text>
    </Stack>
  );
}

/** 'Expired Reset Link - redirecting to login', then /login after 5 seconds. */
function ExpiredLink() {
  const navigate = useNavigate();
  useEffect(() => {
    const timer = setTimeout(() => navigate('/login', { replace: true }), EXPIRED_RESET_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [navigate]);
  return (
    <Alert.Root status="warning" role="alert">
      <Alert.Indicator />
      <Alert.Title>{EXPIRED_RESET_LINK}</Alert.Title>
    </Alert.Root>
  );
}

const ResetForm = observer(function ResetForm({
  token,
  onExpired,
}: {
  token: string;
  onExpired: () => void;
}) {
  const { auth } = useStores();
  const [password, setPassword] = useState('');
  const [verify, setVerify] = useState('');
  const [error, setError] = useState<string | null>(null);
  const check = validateReset({ password, verify });
  const verifyValid = isVerifyValidWhileTyping(password, verify);
  const resetting = auth.state.status === 'resetting-password';

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!check.canSubmit || resetting) return;
    setError(null);
    if (await auth.resetPassword(token, password)) return;
    const message = auth.errors[0] ?? UNABLE_TO_CHANGE_PASSWORD;
    if (message === EXPIRED_RESET_LINK) onExpired();
    else setError(message);
  };

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="5">
        <TextField
          label={authStrings.reset.newPassword}
          name="password"
          type="password"
          autoComplete="new-password"
          value={password}
          onChange={(value) => {
            setPassword(value);
            setError(null);
          }}
          required
        />
        <TextField
          label={authStrings.reset.verifyPassword}
          name="verifyPassword"
          type="password"
          autoComplete="new-password"
          value={verify}
          onChange={(value) => {
            setVerify(value);
            setError(null);
          }}
          required
          invalid={!verifyValid}
          errorText={authStrings.reset.mismatch}
        />
        {error && <FormError message={error} />}
        <Button type="submit" colorPalette="brand" disabled={!check.canSubmit} loading={resetting}>
          <Icon as={authIcons.resetPassword} aria-hidden />
          {authStrings.reset.submit}
        </Button>
      </Stack>
    </form>
  );
});

export default ResetPasswordScreen;
