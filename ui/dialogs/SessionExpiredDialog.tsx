import { Button, Card, Dialog, Heading, Link, Portal, Stack, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { type FormEvent, type MouseEvent, useState } from 'react';
import { Link as RouterLink, useInRouterContext } from 'react-router-dom';
import {
  checkRelogin,
  FORGOT_PASSWORD_LINK,
  type LoginMethod,
  REAUTHENTICATE_PROMPT,
  RELOGIN_BUTTON,
  SCHOOL_GMAIL_HEADING,
  SESSION_EXPIRED_TITLE,
} from '../../src/model/auth';
import { APP_BASE_PATH } from '../../src/model/version';
import { FormError } from '../components/FormError';
import { TextField } from '../components/TextField';
import { authStrings } from '../screens/auth/strings';
import { useStores } from '../shell/StoreContext';

/** The re-login popup is 600 by 600 pixels, centred on the window (spec 1 section 2). */
export const OAUTH_POPUP_SIZE = 600;

/** OAuth providers the popup can open; school login is provider 'ags' (spec 1 section 7). */
export type OAuthProvider = 'ags' | 'google' | 'facebook';

export function oauthPopupUrl(provider: OAuthProvider): string {
  return `/a/auth/oauth/${provider}?popup=1`;
}

/** Opens the provider's sign-in in a centred popup; it ends on /close-window, which announces the unlock. */
export function openOAuthPopup(provider: OAuthProvider): void {
  const left = Math.max(0, window.screenX + (window.outerWidth - OAUTH_POPUP_SIZE) / 2);
  const top = Math.max(0, window.screenY + (window.outerHeight - OAUTH_POPUP_SIZE) / 2);
  const features = `popup=yes,width=${OAUTH_POPUP_SIZE},height=${OAUTH_POPUP_SIZE},left=${Math.round(left)},top=${Math.round(top)}`;
  window.open(oauthPopupUrl(provider), 'reauthenticate', features);
}

/**
 * The session-expired dialog (spec 1 sections 2 and 5): over any screen while the session is locked.
 * It cannot be dismissed; signing in again is the way out.
 */
export const SessionExpiredDialog = observer(function SessionExpiredDialog() {
  const { auth } = useStores();
  const { loginMethod } = auth.state;
  return (
    <Dialog.Root open={auth.locked} closeOnEscape={false} closeOnInteractOutside={false} placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{SESSION_EXPIRED_TITLE}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body pb="6">
              <ReloginBody loginMethod={loginMethod} />
            </Dialog.Body>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
});

function ReloginBody({ loginMethod }: { loginMethod: LoginMethod }) {
  if (loginMethod === 'password') return <PasswordRelogin />;
  if (loginMethod === 'facebook') {
    return (
      <Button width="full" variant="outline" onClick={() => openOAuthPopup('facebook')}>
        {authStrings.login.facebook}
      </Button>
    );
  }
  return <SchoolRelogin loginMethod={loginMethod} />;
}

const PasswordRelogin = observer(function PasswordRelogin() {
  const { auth } = useStores();
  const [password, setPassword] = useState('');
  const [passwordError, setPasswordError] = useState(false);
  const unlocking = auth.state.status === 'unlock-requesting';

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (unlocking) return;
    // The store obtains the human-check token as it sends, so the check is always ready here.
    const check = checkRelogin({ password, humanCheckReady: true });
    setPasswordError(check.passwordError);
    if (check.submit) void auth.unlock(password);
  };

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="4">
        <Text>{REAUTHENTICATE_PROMPT}</Text>
        <TextField
          label={authStrings.password}
          name="password"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(value) => {
            setPassword(value);
            setPasswordError(false);
          }}
          invalid={passwordError}
          required
          errorText={authStrings.passwordRequired}
        />
        {auth.errors.length > 0 && <FormError message={auth.errors.join(' ')} />}
        <ForgotLink disabled={password === ''} />
        <Button type="submit" colorPalette="brand" loading={unlocking}>
          {RELOGIN_BUTTON}
        </Button>
      </Stack>
    </form>
  );
});

/** 'forgot password ?' to /forgot, disabled while the password field is empty. */
function ForgotLink({ disabled }: { disabled: boolean }) {
  const inRouter = useInRouterContext();
  const disabledProps = disabled
    ? {
        'aria-disabled': true,
        tabIndex: -1,
        pointerEvents: 'none' as const,
        color: 'fg.subtle',
        onClick: (event: MouseEvent) => event.preventDefault(),
      }
    : { color: 'brand.fg' };
  return (
    <Link asChild alignSelf="flex-start" fontSize="sm" {...disabledProps}>
      {inRouter ? (
        <RouterLink to="/forgot">{FORGOT_PASSWORD_LINK}</RouterLink>
      ) : (
        <a href={`${APP_BASE_PATH}/forgot`}>{FORGOT_PASSWORD_LINK}</a>
      )}
    </Link>
  );
}

/** School (and Google) accounts sign in again through the provider's popup. */
const SchoolRelogin = observer(function SchoolRelogin({ loginMethod }: { loginMethod: LoginMethod }) {
  const { featureFlags, auth } = useStores();
  const showGoogle = featureFlags.isOn('google-login') || loginMethod === 'google';
  return (
    <Stack gap="5">
      <Card.Root variant="outline">
        <Card.Body>
          <Button width="full" colorPalette="brand" onClick={() => openOAuthPopup('ags')}>
            {auth.schoolName ?? authStrings.login.school}
          </Button>
        </Card.Body>
      </Card.Root>
      {showGoogle && (
        <Stack gap="3">
          <Heading as="h3" size="sm">
            {SCHOOL_GMAIL_HEADING}
          </Heading>
          <Button width="full" variant="outline" onClick={() => openOAuthPopup('google')}>
            {authStrings.login.google}
          </Button>
        </Stack>
      )}
    </Stack>
  );
});

export default SessionExpiredDialog;
