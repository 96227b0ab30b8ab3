import {
  Box,
  Button,
  Checkbox,
  Field,
  HStack,
  Icon,
  Input,
  Table,
  Text,
  VisuallyHidden,
} from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import {
  ANSWER_TYPE,
  NDP_OPTIONS,
  type Ndp,
  VALID_ANSWER_FORMAT,
  type ValidAnswerFormat,
} from '../../../../src/model/quiz/constants';
import type { QuizField } from '../../../../src/model/quiz/fields';
import { QUIZ_MESSAGES } from '../../../../src/model/quiz/messages';
import type { Question, ValidAnswer } from '../../../../src/model/quiz/types';
import type { QuestionEditStore } from '../../../../src/stores/quiz/QuestionEditStore';
import { IconAction } from '../../../components/IconAction';
import { isNumberText, NumberBound, LabelledSelect as Select } from './answerInputs';
import { questionEditIcons as icons } from './icons';
import { questionEditStrings as strings } from './strings';

/** The formats a valid answer of each type may take; one alone is not offered as a choice. */
function formatsOf(question: Question): readonly ValidAnswerFormat[] {
  if (question.answerType === ANSWER_TYPE.NUMBER)
    return [VALID_ANSWER_FORMAT.NUMBER, VALID_ANSWER_FORMAT.NUMBER_RANGE];
  if (question.answerType === ANSWER_TYPE.MULTIPLE_FIELDS)
    return [VALID_ANSWER_FORMAT.TEXT, VALID_ANSWER_FORMAT.NUMBER, VALID_ANSWER_FORMAT.NUMBER_RANGE];
  return [VALID_ANSWER_FORMAT.TEXT];
}

/**
 * The current question's valid answers (spec 3 sections 3 and 5.2), as a table of its type: text for
 * short and long text, options for multiple choice (the wrong ones marked), a number rounded to 0-5
 * decimal places or a range for numbers, and for multiple fields the quiz field each one answers.
 */
export const ValidAnswers = observer(function ValidAnswers({
  store,
  question,
}: {
  store: QuestionEditStore;
  question: Question;
}) {
  const choice = question.answerType === ANSWER_TYPE.MULTIPLE_CHOICE;
  const fields = question.answerType === ANSWER_TYPE.MULTIPLE_FIELDS ? store.currentFields : null;
  const formats = formatsOf(question);
  const title = choice ? strings.options : strings.validAnswers;
  return (
    <Box as="section" aria-label={title}>
      <Text as="h3" fontWeight="semibold" mb="1">
        {title}
      </Text>
      {choice && (
        <Text fontSize="xs" color="fg.muted" mb="1">
          {strings.optionsHint}
        </Text>
      )}
      {question.validAnswers.length === 0 ? (
        <Text fontSize="sm" color="fg.muted">
          {strings.noValidAnswers}
        </Text>
      ) : (
        <Table.Root size="sm" data-testid="valid-answers">
          <Table.Body>
            {question.validAnswers.map((answer, index) => (
              <AnswerRow
                // Valid answers have no id of their own; their place is what the controls act on.
                // biome-ignore lint/suspicious/noArrayIndexKey: each row keeps no state beyond its place
                key={`${question.id}-${index}`}
                store={store}
                answer={answer}
                position={index + 1}
                choice={choice}
                fields={fields}
                formats={formats}
              />
            ))}
          </Table.Body>
        </Table.Root>
      )}
      <Button size="xs" variant="outline" mt="2" onClick={() => store.addValidAnswer()}>
        <Icon as={icons.add} aria-hidden />
        {choice ? strings.addOption : strings.addValidAnswer}
      </Button>
    </Box>
  );
});

function AnswerRow({
  store,
  answer,
  position,
  choice,
  fields,
  formats,
}: {
  store: QuestionEditStore;
  answer: ValidAnswer;
  position: number;
  choice: boolean;
  fields: readonly QuizField[] | null;
  formats: readonly ValidAnswerFormat[];
}) {
  const index = position - 1;
  const update = (change: Partial<ValidAnswer>) => store.updateValidAnswer(index, change);
  const fieldIds = fields ? fields.map((field) => field.id) : [];
  const missingField = answer.fieldId !== undefined && !fieldIds.includes(answer.fieldId);
  return (
    <Table.Row data-testid="valid-answer">
      {fields && (
        <Table.Cell>
          <Select
            label={strings.field(position)}
            value={answer.fieldId ?? ''}
            onChange={(fieldId) => update({ fieldId: fieldId === '' ? undefined : fieldId })}
            options={[
              ...(answer.fieldId === undefined ? [{ value: '', label: strings.noField }] : []),
              ...fields.map((field, at) => ({
                value: field.id,
                label: strings.fieldOption(at + 1, field.id),
              })),
              ...(missingField && answer.fieldId ? [{ value: answer.fieldId, label: answer.fieldId }] : []),
            ]}
          />
        </Table.Cell>
      )}
      {formats.length > 1 && (
        <Table.Cell>
          <Select
            label={strings.format(position)}
            value={answer.format}
            onChange={(format) => update({ format: format as ValidAnswerFormat })}
            options={formats.map((format) => ({ value: format, label: strings.formats[format] }))}
          />
        </Table.Cell>
      )}
      <Table.Cell>
        <AnswerValue answer={answer} position={position} choice={choice} update={update} />
      </Table.Cell>
      <Table.Cell>
        <Checkbox.Root
          size="sm"
          checked={answer.invalid === true}
          onCheckedChange={() => store.toggleInvalid(index)}
        >
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          {/* The row's own name first, for a screen reader: 'Option 2: Wrong option'. */}
          <Checkbox.Label fontSize="xs">
            <VisuallyHidden>
              {choice ? strings.optionRow(position) : strings.answerRow(position)}
            </VisuallyHidden>
            {choice ? strings.wrongOption : strings.invalid}
          </Checkbox.Label>
        </Checkbox.Root>
      </Table.Cell>
      <Table.Cell textAlign="end">
        <IconAction
          size="2xs"
          danger
          icon={icons.delete}
          label={choice ? strings.removeOption(position) : strings.removeAnswer(position)}
          onClick={() => store.deleteValidAnswer(index)}
        />
      </Table.Cell>
    </Table.Row>
  );
}

/** What the answer accepts: its text, its number and decimal places, or its range. */
function AnswerValue({
  answer,
  position,
  choice,
  update,
}: {
  answer: ValidAnswer;
  position: number;
  choice: boolean;
  update: (change: Partial<ValidAnswer>) => void;
}) {
  if (answer.format === VALID_ANSWER_FORMAT.NUMBER_RANGE)
    return (
      <HStack gap="1">
        <NumberBound
          label={strings.from(position)}
          value={answer.from}
          onChange={(from) => update({ from })}
        />
        <NumberBound label={strings.to(position)} value={answer.to} onChange={(to) => update({ to })} />
      </HStack>
    );
  const number = answer.format === VALID_ANSWER_FORMAT.NUMBER;
  const label = choice ? strings.optionText(position) : strings.answerText(position);
  const wrong = number && !isNumberText(answer.text);
  return (
    <HStack gap="1" align="start">
      <Field.Root invalid={wrong}>
        <Input
          size="sm"
          minW="32"
          aria-label={label}
          inputMode={number ? 'decimal' : undefined}
          value={answer.text}
          onChange={(event) => update({ text: event.currentTarget.value })}
        />
        {wrong && <Field.ErrorText>{QUIZ_MESSAGES.onlyNumbers}</Field.ErrorText>}
      </Field.Root>
      {number && (
        <Select
          label={strings.ndp(position)}
          value={answer.ndp === undefined ? '' : String(answer.ndp)}
          onChange={(ndp) => update({ ndp: ndp === '' ? undefined : (Number(ndp) as Ndp) })}
          options={[
            { value: '', label: strings.ndpAsTyped },
            ...NDP_OPTIONS.map((ndp) => ({ value: String(ndp), label: strings.ndpOption(ndp) })),
          ]}
        />
      )}
    </HStack>
  );
}
