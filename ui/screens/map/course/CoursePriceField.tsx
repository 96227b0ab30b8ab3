import { Field, HStack, Input, NativeSelect, Stack } from '@chakra-ui/react';
import { CURRENCIES, type Currency } from '../../../../src/model/courses/price';
import { ChoiceGroup } from './ChoiceGroup';
import type { DetailsDraft } from './detailsDraft';
import { courseDetailsStrings as strings } from './strings';

type PriceDraft = Pick<DetailsDraft, 'paid' | 'currency' | 'amount'>;

/** Free, or paid in one of the spec's currencies at an amount the author types. */
export function CoursePriceField({
  draft,
  error,
  onChange,
}: {
  draft: PriceDraft;
  /** Why the amount cannot be read (parsePrice's message). */
  error: string | null;
  onChange: (change: Partial<PriceDraft>) => void;
}) {
  return (
    <Stack gap="2">
      <ChoiceGroup
        label={strings.price}
        value={draft.paid ? 'paid' : 'free'}
        choices={[
          { value: 'free', label: strings.free },
          { value: 'paid', label: strings.paid },
        ]}
        onChange={(value) => onChange({ paid: value === 'paid' })}
      />
      {draft.paid && (
        <HStack align="flex-start">
          <Field.Root w="32">
            <Field.Label>{strings.currency}</Field.Label>
            <NativeSelect.Root size="sm">
              <NativeSelect.Field
                value={draft.currency}
                onChange={(event) => onChange({ currency: event.target.value as Currency })}
              >
                {CURRENCIES.map((currency) => (
                  <option key={currency} value={currency}>
                    {currency}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
          <Field.Root invalid={error !== null} required>
            <Field.Label>{strings.amount}</Field.Label>
            <Input
              size="sm"
              inputMode="decimal"
              value={draft.amount}
              onChange={(event) => onChange({ amount: event.target.value })}
            />
            {error ? (
              <Field.ErrorText>{error}</Field.ErrorText>
            ) : (
              <Field.HelperText>{strings.amountHelp}</Field.HelperText>
            )}
          </Field.Root>
        </HStack>
      )}
    </Stack>
  );
}
