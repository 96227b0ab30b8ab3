import { Field, Input } from '@chakra-ui/react';

/** The required name of what a form dialog makes (an outline entry, a study item), focused as it opens. */
export function NameField({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (name: string) => void;
}) {
  return (
    <Field.Root required>
      <Field.Label>{label}</Field.Label>
      <Input value={value} autoFocus onChange={(event) => onChange(event.target.value)} />
    </Field.Root>
  );
}
