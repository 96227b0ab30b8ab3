import { Button, Checkbox, Icon, Link, Stack, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { type FormEvent, useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import {
  canSubmitRegister,
  countryOfLanguage,
  isRegisterFieldValid,
  REGISTER_DEFAULTS,
  type RegisterField,
  validateRegister,
} from '../../../src/model/auth';
import { FormError } from '../../components/FormError';
import { TextField } from '../../components/TextField';
import { useStores } from '../../shell/StoreContext';
import { LegalLinksLine } from '../legal/LegalScreen';
import { AuthLayout } from './AuthLayout';
import { authIcons } from './icons';
import { authStrings } from './strings';

const FIELDS: { name: RegisterField; label: string; type: 'text' | 'password'; autoComplete: string }[] = [
  { name: 'firstName', label: authStrings.register.firstName, type: 'text', autoComplete: 'given-name' },
  { name: 'lastName', label: authStrings.register.lastName, type: 'text', autoComplete: 'family-name' },
  { name: 'password', label: authStrings.password, type: 'password', autoComplete: 'new-password' },
];

/**
 * /register?token=…: the last step after the activation or invitation e-mail (the e-mail address is
 * carried by the link's token). Success signs the user in and goes to '/'.
 */
export const RegisterScreen = observer(function RegisterScreen() {
  const { auth } = useStores();
  const [query] = useSearchParams();
  const token = query.get('token') ?? '';
  const [values, setValues] = useState<Record<RegisterField, string>>({
    firstName: '',
    lastName: '',
    password: '',
  });
  const [valid, setValid] = useState<Record<RegisterField, boolean>>({
    firstName: true,
    lastName: true,
    password: true,
  });
  const [termsAccepted, setTermsAccepted] = useState<boolean>(REGISTER_DEFAULTS.termsAccepted);
  const [newsletterConsent, setNewsletterConsent] = useState<boolean>(REGISTER_DEFAULTS.newsletterConsent);
  const registering = auth.state.status === 'registering';
  const serverError = auth.state.status === 'register-failed' ? auth.errors[0] : undefined;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const check = validateRegister(values);
    setValid(check.fields);
    if (!check.valid || !canSubmitRegister(termsAccepted)) return;
    const country = countryOfLanguage(typeof navigator === 'undefined' ? undefined : navigator.language);
    await auth.register({ token, ...values, newsletterConsent, ...(country ? { country } : {}) });
  };

  if (!token) {
    return (
      <AuthLayout title={authStrings.register.title}>
        <Text>{authStrings.register.missingToken}</Text>
        <Link asChild colorPalette="brand">
          <RouterLink to="/sign-up">{authStrings.login.signUp}</RouterLink>
        </Link>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout title={authStrings.register.title}>
      <form onSubmit={submit} noValidate>
        <Stack gap="4">
          {FIELDS.map(({ name, label, type, autoComplete }) => (
            <TextField
              key={name}
              label={label}
              name={name}
              type={type}
              autoComplete={autoComplete}
              value={values[name]}
              onChange={(value) => setValues({ ...values, [name]: value })}
              onBlur={() => setValid({ ...valid, [name]: isRegisterFieldValid(values[name]) })}
              invalid={!valid[name]}
              errorText={authStrings.register.fieldRequired}
            />
          ))}
          <Checkbox.Root
            checked={termsAccepted}
            onCheckedChange={(event) => setTermsAccepted(event.checked === true)}
          >
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>{authStrings.register.terms}</Checkbox.Label>
          </Checkbox.Root>
          <LegalLinksLine />
          <Checkbox.Root
            checked={newsletterConsent}
            onCheckedChange={(event) => setNewsletterConsent(event.checked === true)}
          >
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>{authStrings.register.newsletter}</Checkbox.Label>
          </Checkbox.Root>
          {serverError && <FormError message={serverError} />}
          <Button
            type="submit"
            colorPalette="brand"
            disabled={!canSubmitRegister(termsAccepted)}
            loading={registering}
          >
            <Icon as={authIcons.register} aria-hidden />
            {authStrings.register.submit}
          </Button>
          <Link asChild colorPalette="brand">
            <RouterLink to="/login">{authStrings.register.logIn}</RouterLink>
          </Link>
        </Stack>
      </form>
    </AuthLayout>
  );
});

export default RegisterScreen;
