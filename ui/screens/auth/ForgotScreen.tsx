import { Button, Field, Icon, Input, Link, Stack, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { type FormEvent, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import {
  EMAIL_SENT_EXPIRY_NOTE,
  EMAIL_SENT_TEXT,
  EMAIL_SENT_TITLE,
  editForgotForm,
  type ForgotPasswordForm,
  failForgotForm,
  INITIAL_FORGOT_FORM,
  isForgotUsernameValid,
  showForgotFailure,
  submitForgotForm,
  UNABLE_TO_RESET_PASSWORD,
} from '../../../src/model/auth';
import { FormError } from '../../components/FormError';
import { useStores } from '../../shell/StoreContext';
import { AuthLayout } from './AuthLayout';
import { authIcons } from './icons';
import { authStrings } from './strings';

type Outcome = 'none' | 'sent' | 'failed';

/** /forgot: asks for a password-reset e-mail (spec 1 sections 2, 4, 5 and 8). */
export const ForgotScreen = observer(function ForgotScreen() {
  const { auth } = useStores();
  const [form, setForm] = useState<ForgotPasswordForm>(INITIAL_FORGOT_FORM);
  const [outcome, setOutcome] = useState<Outcome>('none');
  const requesting = auth.state.status === 'requesting-password-reset';

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (requesting) return;
    const next = submitForgotForm(form);
    setForm(next.form);
    if (!next.request) return;
    const sent = await auth.requestPasswordReset(next.form.username);
    setOutcome(sent ? 'sent' : 'failed');
    // The field is flagged only if the user has not edited it since submitting.
    if (!sent) setForm((current) => (current.submitted ? failForgotForm(current) : current));
  };

  if (outcome === 'sent') return <EmailSent />;

  const failure = showForgotFailure(form, outcome === 'failed');
  return (
    <AuthLayout title={authStrings.forgot.title}>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="5">
          <Field.Root invalid={!form.usernameValid} required>
            <Field.Label>{authStrings.email}</Field.Label>
            <Input
              name="username"
              type="email"
              autoComplete="username"
              value={form.username}
              onChange={(event) => {
                setForm((current) => editForgotForm(current, event.target.value));
                setOutcome('none');
              }}
            />
            {!isForgotUsernameValid(form.username) && (
              <Field.ErrorText>{authStrings.emailInvalid}</Field.ErrorText>
            )}
          </Field.Root>
          {failure && (
            <FormError message={auth.errors[0] ?? UNABLE_TO_RESET_PASSWORD} testId="forgot-failure" />
          )}
          <Text color="fg.muted" fontSize="sm">
            {authStrings.forgot.note}
          </Text>
          <Button type="submit" colorPalette="brand" loading={requesting}>
            <Icon as={authIcons.requestReset} aria-hidden />
            {authStrings.forgot.submit}
          </Button>
          <BackToLogin />
        </Stack>
      </form>
    </AuthLayout>
  );
});

/** The success view: the e-mail is on its way and its link lasts 30 minutes. */
function EmailSent() {
  return (
    <AuthLayout title={EMAIL_SENT_TITLE}>
      <Stack gap="4" role="status">
        <Text>{EMAIL_SENT_TEXT}</Text>
        <Text color="fg.muted">{EMAIL_SENT_EXPIRY_NOTE}</Text>
      </Stack>
      <BackToLogin />
    </AuthLayout>
  );
}

function BackToLogin() {
  return (
    <Link asChild color="brand.fg" alignSelf="center">
      <RouterLink to="/login">{authStrings.forgot.backToLogin}</RouterLink>
    </Link>
  );
}

export default ForgotScreen;
