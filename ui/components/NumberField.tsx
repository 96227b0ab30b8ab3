/** A whole number in a range, typed or stepped, committed as one edit when done. */
import { Button, Field, HStack, NumberInput } from '@chakra-ui/react';
import { useDraft } from './useDraft';

export interface NumberFieldProps {
  label: string;
  value: number | null;
  min: number;
  max: number;
  disabled: boolean;
  commit: (value: number) => void;
  /** The value in effect while none is set (shown in the empty field), and the button going back to it. */
  clear?: { label: string; onClear: () => void; defaultValue: number };
}

/** A whole number in a range, committed when the field loses focus or on Enter. */
export function NumberField({ label, value, min, max, disabled, commit, clear }: NumberFieldProps) {
  const draft = useDraft(value === null ? '' : String(value));
  const done = () => {
    const number = Number(draft.value);
    if (draft.editing && draft.value.trim() !== '' && Number.isFinite(number) && number !== value)
      commit(Math.min(max, Math.max(min, Math.round(number))));
    draft.done();
  };
  return (
    <HStack align="end">
      <Field.Root disabled={disabled}>
        <Field.Label>{label}</Field.Label>
        <NumberInput.Root
          size="sm"
          min={min}
          max={max}
          value={draft.value}
          onValueChange={(details) => draft.change(details.value)}
          onFocusChange={(details) => !details.focused && done()}
        >
          <NumberInput.Control />
          <NumberInput.Input
            placeholder={clear === undefined ? undefined : String(clear.defaultValue)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') done();
            }}
          />
        </NumberInput.Root>
      </Field.Root>
      {clear && (
        <Button size="xs" variant="ghost" disabled={disabled || value === null} onClick={clear.onClear}>
          {clear.label}
        </Button>
      )}
    </HStack>
  );
}
