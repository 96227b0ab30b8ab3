import { Button, HStack, Input } from '@chakra-ui/react';
import { useState } from 'react';

export interface NameEntryProps {
  label: string;
  submitLabel: string;
  /** Answers whether the name was taken (the field is cleared then). */
  onSubmit: (name: string) => boolean;
}

/** A one-line field with its button, for naming a new level or tag. */
export function NameEntry({ label, submitLabel, onSubmit }: NameEntryProps) {
  const [name, setName] = useState('');
  const submit = () => {
    if (onSubmit(name.trim())) setName('');
  };
  return (
    <HStack
      as="form"
      gap="2"
      mt="3"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Input
        size="xs"
        aria-label={label}
        placeholder={label}
        value={name}
        onChange={(e) => setName(e.target.value)}
      />
      <Button size="xs" variant="outline" type="submit">
        {submitLabel}
      </Button>
    </HStack>
  );
}
