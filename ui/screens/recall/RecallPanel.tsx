import { Alert, Box, Button, Field, HStack, Input, List, Stack, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import type { KeyboardEvent } from 'react';
import { RECALL_MESSAGES } from '../../../src/model/recall/messages';
import type { RecallStore } from '../../../src/stores/recall/RecallStore';
import { clockTime } from '../presentation/ReplayControls';
import { RecallStats } from './RecallStats';
import { SpeechControls } from './SpeechControls';
import { recallStrings as strings } from './strings';

/**
 * The session under way: the entry box (an exact name counts as it is typed, Enter tries a close
 * spelling), listening where the browser can, the count and the time, the names found, and Finish.
 */
export const RecallPanel = observer(function RecallPanel({ store }: { store: RecallStore }) {
  const { state } = store;
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    store.submit(event.currentTarget.value);
  };
  return (
    <Stack gap="4">
      <Text fontSize="sm">{strings.intro}</Text>
      <Field.Root>
        <Field.Label>{strings.entryLabel}</Field.Label>
        <Input
          value={state.matchText}
          autoComplete="off"
          autoFocus
          spellCheck={false}
          placeholder={state.recording ? strings.listeningPlaceholder : undefined}
          disabled={state.sessionComplete}
          onChange={(event) => store.type(event.currentTarget.value)}
          onKeyDown={onKeyDown}
        />
        <Field.HelperText>{strings.entryHint}</Field.HelperText>
      </Field.Root>
      {state.lastMiss !== null && (
        <Text color="fg.error" role="status" data-testid="recall-miss">
          {RECALL_MESSAGES.noMatch(state.lastMiss)}
        </Text>
      )}
      <SpeechControls store={store} />
      <RecallStats matched={store.matched} available={store.available} time={clockTime(store.elapsedMs)} />
      <Box>
        <Text fontSize="sm" fontWeight="medium" id="recall-named-label">
          {strings.namedLabel}
        </Text>
        {store.matchedNodes.length === 0 ? (
          <Text fontSize="sm" color="fg.muted">
            {strings.noneNamed}
          </Text>
        ) : (
          <List.Root aria-labelledby="recall-named-label" ps="5" data-testid="recall-named">
            {store.matchedNodes.map((node) => (
              <List.Item key={node.id}>{node.title}</List.Item>
            ))}
          </List.Root>
        )}
      </Box>
      {store.error && (
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Title>{store.error}</Alert.Title>
        </Alert.Root>
      )}
      <HStack>
        <Button onClick={() => void store.finish()} loading={store.saving} loadingText={strings.saving}>
          {state.sessionComplete ? strings.retrySave : strings.finish}
        </Button>
      </HStack>
    </Stack>
  );
});
