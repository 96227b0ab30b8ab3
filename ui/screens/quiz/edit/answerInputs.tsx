/** The inputs of a valid answer's row: a number's bound, and a select named by its label alone. */
import { Field, Input, NativeSelect, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { QUIZ_MESSAGES } from '../../../../src/model/quiz/messages';

/** Whether typed text is a number (empty text is not yet one, and not wrong either). */
export const isNumberText = (text: string) => text.trim() === '' || Number.isFinite(Number(text));

/**
 * One end of a range: typed freely, kept as a number once it is one (empty: no bound). A value changed
 * from outside (another row deleted above it) replaces what was typed.
 */
export function NumberBound({
  label,
  value,
  onChange,
}: {
  label: string;
  value: number | undefined;
  onChange: (value: number | undefined) => void;
}) {
  const shown = (number: number | undefined) => (number === undefined ? '' : String(number));
  const [draft, setDraft] = useState({ text: shown(value), value });
  if (draft.value !== value) setDraft({ text: shown(value), value });
  const text = draft.value === value ? draft.text : shown(value);
  const wrong = !isNumberText(text);
  return (
    <Field.Root invalid={wrong}>
      <Input
        size="sm"
        w="24"
        aria-label={label}
        inputMode="decimal"
        value={text}
        onChange={(event) => {
          const typed = event.currentTarget.value;
          const parsed = typed.trim() === '' ? undefined : isNumberText(typed) ? Number(typed) : value;
          setDraft({ text: typed, value: parsed });
          if (parsed !== value) onChange(parsed);
        }}
      />
      {wrong && <Field.ErrorText>{QUIZ_MESSAGES.onlyNumbers}</Field.ErrorText>}
    </Field.Root>
  );
}

/** A native select named by its label alone (a table cell has no room for a visible one). */
export function LabelledSelect({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: string;
  options: readonly { value: string; label: string }[];
  onChange: (value: string) => void;
}) {
  return (
    <Stack gap="0">
      <NativeSelect.Root size="sm" width="auto">
        <NativeSelect.Field
          aria-label={label}
          value={value}
          onChange={(event) => onChange(event.currentTarget.value)}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Stack>
  );
}
