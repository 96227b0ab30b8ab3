import { Button, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import type { RecallStore } from '../../../src/stores/recall/RecallStore';
import { recallStrings as strings } from './strings';

/**
 * Naming nodes by speech: a button that starts and stops listening where the browser can recognise
 * speech, a note that typing works where it cannot, and why listening stopped when it failed.
 */
export const SpeechControls = observer(function SpeechControls({ store }: { store: RecallStore }) {
  const { recording } = store.state;
  return (
    <>
      {store.speechAvailable ? (
        <Button
          variant="outline"
          alignSelf="start"
          onClick={() => (recording ? store.stopListeningNow() : store.listen())}
        >
          {recording ? strings.stopListening : strings.startListening}
        </Button>
      ) : (
        <Text fontSize="sm" color="fg.muted" data-testid="recall-no-speech">
          {strings.noSpeech}
        </Text>
      )}
      {store.speechFailure !== null && (
        <Text color="fg.error" role="alert">
          {store.speechFailure === 'denied' ? strings.microphoneDenied : strings.speechFailed}
        </Text>
      )}
    </>
  );
});
