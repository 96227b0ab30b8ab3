import { Button, HStack, Icon, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { FormError } from '../../components/FormError';
import { useStores } from '../../shell/StoreContext';
import { AuthLayout } from './AuthLayout';
import { authIcons } from './icons';
import { authStrings } from './strings';

type Step = 'asking' | 'working' | 'done' | 'cancelled';

/** /unsubscribe/:token: Cancel or Unsubscribe, then a Done state (spec 1 sections 2 and 8). */
export function UnsubscribeScreen() {
  const { auth } = useStores();
  const token = useParams().token ?? '';
  const [step, setStep] = useState<Step>('asking');
  const [error, setError] = useState<string | null>(null);

  const unsubscribe = async () => {
    setStep('working');
    setError(null);
    const failure = await auth.unsubscribe(token);
    setError(failure);
    setStep(failure ? 'asking' : 'done');
  };

  return (
    <AuthLayout title={authStrings.unsubscribe.title}>
      {step === 'done' && <Outcome text={authStrings.unsubscribe.done} />}
      {step === 'cancelled' && <Outcome text={authStrings.unsubscribe.cancelled} />}
      {(step === 'asking' || step === 'working') && (
        <Stack gap="5">
          <Text>{authStrings.unsubscribe.question}</Text>
          {error && <FormError message={error} />}
          <HStack gap="3" justify="flex-end">
            <Button variant="outline" onClick={() => setStep('cancelled')} disabled={step === 'working'}>
              {authStrings.unsubscribe.cancel}
            </Button>
            <Button colorPalette="brand" onClick={unsubscribe} loading={step === 'working'}>
              <Icon as={authIcons.unsubscribe} aria-hidden />
              {authStrings.unsubscribe.submit}
            </Button>
          </HStack>
        </Stack>
      )}
    </AuthLayout>
  );
}

function Outcome({ text }: { text: string }) {
  return (
    <Text role="status" data-testid="unsubscribe-outcome">
      {text}
    </Text>
  );
}

export default UnsubscribeScreen;
