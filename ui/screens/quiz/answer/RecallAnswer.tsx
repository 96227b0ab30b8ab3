import { Box, Button, Field, HStack, Input, List, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { type KeyboardEvent, useState } from 'react';
import { ANSWER_MODE } from '../../../../src/model/quiz/constants';
import { namesOf, recallNodeIds } from '../../../../src/model/quiz/content';
import type { Question } from '../../../../src/model/quiz/types';
import type { QuizStore } from '../../../../src/stores/quiz/QuizStore';
import { answerStrings as strings } from './strings';

/**
 * A recall question's answer: a box where each name is added with Enter, and the names given, each
 * removable. The map beside it shows the recall nodes as ghosts until they are named (QuizStore.hiddenNodeIds).
 */
export const RecallAnswer = observer(function RecallAnswer({
  store,
  question,
}: {
  store: QuizStore;
  question: Question;
}) {
  const [name, setName] = useState('');
  const names = namesOf(store.contentOf(question));
  const count = recallNodeIds(question).length;
  // In Exercise mode the map reveals each node as it is named, until the mark shows them all.
  const previewed =
    store.settings.answerMode === ANSWER_MODE.EXERCISE &&
    !store.markShown(question.id) &&
    !store.modelAnswersShown.has(question.id);
  const add = () => {
    if (name.trim() === '') return;
    store.addName(name);
    setName('');
  };
  // Enter adds the name, not submits the answer: Submit (or Enter on an empty box) does that.
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter' || name.trim() === '') return;
    event.preventDefault();
    add();
  };
  return (
    <Box>
      <Field.Root>
        <Field.Label>{strings.nameLabel}</Field.Label>
        <HStack gap="2" w="full">
          <Input
            value={name}
            autoComplete="off"
            readOnly={store.busy}
            onChange={(event) => setName(event.currentTarget.value)}
            onKeyDown={onKeyDown}
            data-testid="recall-name"
          />
          <Button type="button" variant="outline" onClick={add} disabled={name.trim() === ''}>
            {strings.addName}
          </Button>
        </HStack>
        <Field.HelperText>{strings.nameHint}</Field.HelperText>
      </Field.Root>
      <Text fontSize="sm" fontWeight="medium" mt="3" id="recall-names-label">
        {strings.namesLabel}
      </Text>
      {names.length === 0 ? (
        <Text fontSize="sm" color="fg.muted">
          {strings.noNames}
        </Text>
      ) : (
        <List.Root
          aria-labelledby="recall-names-label"
          data-testid="recall-names"
          ps="0"
          listStyleType="none"
        >
          {names.map((each, index) => (
            <List.Item key={each} display="flex" alignItems="center" gap="2">
              <Text as="span">{each}</Text>
              <Button
                type="button"
                size="2xs"
                variant="ghost"
                aria-label={strings.removeName(each)}
                onClick={() => store.removeName(index)}
              >
                ×
              </Button>
            </List.Item>
          ))}
        </List.Root>
      )}
      {previewed && (
        <Text fontSize="sm" color="fg.muted" mt="2" aria-live="polite" data-testid="recall-found">
          {strings.namedCount(count - store.hiddenNodeIds.length, count)}
        </Text>
      )}
    </Box>
  );
});
