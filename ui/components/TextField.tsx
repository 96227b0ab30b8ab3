import { Field, Input } from '@chakra-ui/react';

export interface TextFieldProps {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  type?: 'text' | 'email' | 'password';
  autoComplete?: string;
  invalid?: boolean;
  required?: boolean;
  /** Shown under the field while it is invalid. */
  errorText?: string | undefined;
}

/** A labelled text input with its error message: the one form field of the app's forms. */
export function TextField({
  label,
  name,
  value,
  onChange,
  onBlur,
  type = 'text',
  autoComplete,
  invalid = false,
  required = false,
  errorText,
}: TextFieldProps) {
  return (
    <Field.Root invalid={invalid} required={required}>
      <Field.Label>{label}</Field.Label>
      <Input
        name={name}
        type={type}
        autoComplete={autoComplete}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
      />
      {errorText && <Field.ErrorText>{errorText}</Field.ErrorText>}
    </Field.Root>
  );
}
