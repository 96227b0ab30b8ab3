import { useMutation } from '@apollo/client/react';
import { Button, Checkbox, HStack, Icon, Stack, Text } from '@chakra-ui/react';
import { runInAction } from 'mobx';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { AGREE_USER_TERMS, PARTIAL_UPDATE_USER } from '../../../src/api/graphql/user';
import { REGISTER_DEFAULTS } from '../../../src/model/auth';
import { useStores } from '../../shell/StoreContext';
import { LegalLinksLine } from '../legal/LegalScreen';
import { AuthLayout } from './AuthLayout';
import { authIcons } from './icons';
import { authStrings } from './strings';

export type TermsVariant = 'update' | 'trial';

export interface TermsScreenProps {
  /** /userTerms is the update variant (' Update' in the header); /userTrialTerms the trial one. */
  variant: TermsVariant;
}

/** The query flag: showNewsletterConsent=1 shows the newsletter box, 0 (or none) hides it. */
export const NEWSLETTER_QUERY_PARAM = 'showNewsletterConsent';

/** The header: 'Terms of Use and Privacy Policy', with ' Update' unless the trial variant. */
export function termsTitle(variant: TermsVariant): string {
  return variant === 'trial'
    ? authStrings.terms.title
    : authStrings.terms.title + authStrings.terms.updateSuffix;
}

/**
 * /userTerms and /userTrialTerms (spec 1 section 2): Agree, enabled only with the read-and-agreed box
 * ticked, records the agreement (and the newsletter choice when asked) and goes to '/'. Disagree logs out.
 */
export function TermsScreen({ variant }: TermsScreenProps) {
  const { auth } = useStores();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const showNewsletter = searchParams.get(NEWSLETTER_QUERY_PARAM) === '1';
  const [agreed, setAgreed] = useState(false);
  const [newsletter, setNewsletter] = useState<boolean>(REGISTER_DEFAULTS.newsletterConsent);
  const [saving, setSaving] = useState(false);
  const [agreeUserTerms] = useMutation(AGREE_USER_TERMS);
  const [partialUpdateUser] = useMutation(PARTIAL_UPDATE_USER);

  const agree = async () => {
    setSaving(true);
    try {
      const { data } = await agreeUserTerms();
      if (showNewsletter)
        await partialUpdateUser({ variables: { userUpdate: { newsletterConsent: newsletter } } });
      runInAction(() => {
        if (!auth.user) return;
        auth.user.termsAgreedAt = data?.agreeUserTerms.termsAgreedAt ?? new Date().toISOString();
        if (showNewsletter) auth.user.newsletterConsent = newsletter;
      });
      navigate('/', { replace: true });
    } catch (error) {
      // GraphQL and network errors are only logged (spec 1 section 8); the user may try again.
      console.error('Agree to terms', error);
      setSaving(false);
    }
  };

  return (
    <AuthLayout title={termsTitle(variant)}>
      <Stack gap="5">
        {variant === 'trial' && <Text color="fg.muted">{authStrings.terms.trialNote}</Text>}
        <LegalLinksLine />
        <TickBox label={authStrings.terms.agreeBox} checked={agreed} onChange={setAgreed} />
        {showNewsletter && (
          <TickBox label={authStrings.terms.newsletter} checked={newsletter} onChange={setNewsletter} />
        )}
        <HStack gap="3" justify="flex-end">
          <Button variant="outline" onClick={() => void auth.logout()} disabled={saving}>
            <Icon as={authIcons.disagree} aria-hidden />
            {authStrings.terms.disagree}
          </Button>
          <Button colorPalette="brand" onClick={agree} disabled={!agreed} loading={saving}>
            <Icon as={authIcons.agree} aria-hidden />
            {authStrings.terms.agree}
          </Button>
        </HStack>
      </Stack>
    </AuthLayout>
  );
}

function TickBox({
  label,
  checked,
  onChange,
}: {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <Checkbox.Root checked={checked} onCheckedChange={(details) => onChange(details.checked === true)}>
      <Checkbox.HiddenInput />
      <Checkbox.Control />
      <Checkbox.Label>{label}</Checkbox.Label>
    </Checkbox.Root>
  );
}

export default TermsScreen;
