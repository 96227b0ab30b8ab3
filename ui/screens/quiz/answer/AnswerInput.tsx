import { Field, HStack, Input, RadioGroup, Stack, Text, Textarea } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import type { KeyboardEvent } from 'react';
import { ANSWER_TYPE } from '../../../../src/model/quiz/constants';
import { choicesOf } from '../../../../src/model/quiz/content';
import { checkNumberInput } from '../../../../src/model/quiz/input';
import type { Question } from '../../../../src/model/quiz/types';
import type { QuizStore } from '../../../../src/stores/quiz/QuizStore';
import { RecallAnswer } from './RecallAnswer';
import { answerStrings as strings } from './strings';

export interface AnswerInputProps {
  store: QuizStore;
  question: Question;
  /** Submits the answer (Ctrl+Enter in a long answer; Enter elsewhere submits the form by itself). */
  onSubmit: () => void;
}

/**
 * The learner's box for the question's answer type (spec 3 sections 3 and 5.1): a line of text with the
 * question's suffix, a number checked as it is typed, a long text, one of the options, or the names of a
 * recall question. A multi-field question's inputs stand in its prose instead (QuizFieldInput).
 */
export const AnswerInput = observer(function AnswerInput({ store, question, onSubmit }: AnswerInputProps) {
  const content = store.contentOf(question);
  const text = typeof content === 'string' ? content : '';
  const disabled = store.busy;
  switch (question.answerType) {
    case ANSWER_TYPE.SHORT_TEXT:
    case ANSWER_TYPE.NUMBER: {
      const number = question.answerType === ANSWER_TYPE.NUMBER;
      const problem = number ? checkNumberInput(text) : undefined;
      return (
        <Field.Root invalid={problem !== undefined}>
          <Field.Label>{number ? strings.numberAnswerLabel : strings.answerLabel}</Field.Label>
          <HStack gap="2" w="full">
            <Input
              value={text}
              inputMode={number ? 'decimal' : undefined}
              autoComplete="off"
              readOnly={disabled}
              onChange={(event) => store.setDraft(event.currentTarget.value)}
              data-testid="answer-input"
            />
            <Suffix suffix={question.answerSuffix} />
          </HStack>
          {problem && <Field.ErrorText>{problem}</Field.ErrorText>}
        </Field.Root>
      );
    }
    case ANSWER_TYPE.LONG_TEXT: {
      const onKeyDown = (event: KeyboardEvent) => {
        if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
          event.preventDefault();
          onSubmit();
        }
      };
      return (
        <Field.Root>
          <Field.Label>{strings.answerLabel}</Field.Label>
          <Textarea
            value={text}
            rows={6}
            readOnly={disabled}
            onChange={(event) => store.setDraft(event.currentTarget.value)}
            onKeyDown={onKeyDown}
            data-testid="answer-input"
          />
          <Field.HelperText>{strings.longAnswerHint}</Field.HelperText>
        </Field.Root>
      );
    }
    case ANSWER_TYPE.MULTIPLE_CHOICE:
      return (
        <RadioGroup.Root
          value={text === '' ? null : text}
          onValueChange={(details) => store.setDraft(details.value ?? '')}
          aria-label={strings.choicesLabel}
          disabled={disabled}
        >
          <Text fontSize="sm" fontWeight="medium" mb="2">
            {strings.choicesLabel}
          </Text>
          <Stack gap="2">
            {choicesOf(question).map((choice) => (
              <RadioGroup.Item key={choice} value={choice}>
                <RadioGroup.ItemHiddenInput />
                <RadioGroup.ItemIndicator />
                <RadioGroup.ItemText>{choice}</RadioGroup.ItemText>
              </RadioGroup.Item>
            ))}
          </Stack>
        </RadioGroup.Root>
      );
    case ANSWER_TYPE.RECALL:
      return <RecallAnswer store={store} question={question} />;
    default:
      return null;
  }
});

function Suffix({ suffix }: { suffix: string }) {
  if (suffix.trim() === '') return null;
  return (
    <Text as="span" whiteSpace="nowrap" data-testid="answer-suffix">
      {suffix}
    </Text>
  );
}
