import { RadioGroup, Stack, Text } from '@chakra-ui/react';

export interface Choice<T extends string> {
  value: T;
  label: string;
  /** A line under the label saying what the choice means. */
  help?: string;
}

/** A labelled group of radio buttons (a choice of two or three, each in words). */
export function ChoiceGroup<T extends string>({
  label,
  value,
  choices,
  onChange,
}: {
  label: string;
  value: T;
  choices: readonly Choice<T>[];
  onChange: (value: T) => void;
}) {
  return (
    <RadioGroup.Root
      value={value}
      onValueChange={(details) => details.value && onChange(details.value as T)}
      aria-label={label}
      size="sm"
    >
      <Text fontSize="sm" fontWeight="medium" mb="2">
        {label}
      </Text>
      <Stack gap="2">
        {choices.map((choice) => (
          <RadioGroup.Item key={choice.value} value={choice.value} alignItems="flex-start">
            <RadioGroup.ItemHiddenInput />
            <RadioGroup.ItemIndicator />
            <Stack gap="0">
              <RadioGroup.ItemText>{choice.label}</RadioGroup.ItemText>
              {choice.help && (
                <Text fontSize="xs" color="fg.muted">
                  {choice.help}
                </Text>
              )}
            </Stack>
          </RadioGroup.Item>
        ))}
      </Stack>
    </RadioGroup.Root>
  );
}
