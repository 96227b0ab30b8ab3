import { Field, HStack, Tag, Text, Textarea } from '@chakra-ui/react';
import { useState } from 'react';
import type { InviteEmails } from '../../src/model/classes';
import { inviteStrings } from './strings';

export interface InviteUserDialogEmailInputProps {
  value: string;
  parsed: InviteEmails;
  disabled: boolean;
  onChange: (value: string) => void;
}

/**
 * The multi-e-mail input: addresses separated by commas (or spaces, semicolons, lines). The addresses
 * recognised, without duplicates, show as tags; invalid entries are listed once the field loses focus.
 */
export function InviteUserDialogEmailInput({
  value,
  parsed,
  disabled,
  onChange,
}: InviteUserDialogEmailInputProps) {
  const [touched, setTouched] = useState(false);
  // Entries count as finished once the field loses focus or a separator follows them.
  const showErrors = (touched || /[,;\s]$/.test(value)) && parsed.errors.length > 0;
  return (
    <Field.Root invalid={showErrors} disabled={disabled}>
      <Field.Label>{inviteStrings.emailsLabel}</Field.Label>
      <Textarea
        value={value}
        rows={3}
        autoresize
        placeholder={inviteStrings.placeholder}
        onChange={(event) => onChange(event.target.value)}
        onBlur={() => setTouched(true)}
      />
      {parsed.emails.length > 0 && (
        <>
          <Text fontSize="sm" color="fg.muted">
            {inviteStrings.recognised(parsed.emails.length)}
          </Text>
          <HStack wrap="wrap" gap="1" data-testid="invite-emails">
            {parsed.emails.map((email) => (
              <Tag.Root key={email.toLowerCase()} size="md" colorPalette="brand">
                <Tag.Label>{email}</Tag.Label>
              </Tag.Root>
            ))}
          </HStack>
        </>
      )}
      {showErrors && <Field.ErrorText>{parsed.errors.join(' ')}</Field.ErrorText>}
    </Field.Root>
  );
}
