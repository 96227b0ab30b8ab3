import { Button, HStack, Slider, Text } from '@chakra-ui/react';
import { STRENGTH_MAX, STRENGTH_MIN, STRENGTH_NEUTRAL } from '../../src/model/map/constants';
import { STRENGTH_SCALE_MARKS, strengthLabel } from '../../src/model/truth/messages';
import { useDraft } from './useDraft';

export interface StrengthControlProps {
  label: string;
  /** Null: no manual strength. */
  value: number | null;
  disabled?: boolean;
  /** Offers to remove the strength (a node's manual truth); a connection always has one. */
  clearLabel?: string;
  setLabel?: string;
  /** Called once a drag or key press ends, not on every step, so each change is one undoable action. */
  onChange: (value: number | null) => void;
}

/** The strength scale -100..100 marked at its five steps, False, -50, Neutral, 50, True (spec 2 section 3). */
export function StrengthControl({
  label,
  value,
  disabled,
  clearLabel,
  setLabel,
  onChange,
}: StrengthControlProps) {
  const draft = useDraft(value ?? STRENGTH_NEUTRAL);

  if (value === null)
    return (
      <HStack justify="space-between">
        <Text fontSize="sm">{label}</Text>
        <Button size="xs" variant="outline" disabled={disabled} onClick={() => onChange(STRENGTH_NEUTRAL)}>
          {setLabel}
        </Button>
      </HStack>
    );

  return (
    <Slider.Root
      min={STRENGTH_MIN}
      max={STRENGTH_MAX}
      step={1}
      value={[draft.value]}
      disabled={disabled}
      onValueChange={(details) => draft.change(details.value[0] ?? STRENGTH_NEUTRAL)}
      onValueChangeEnd={(details) => {
        onChange(details.value[0] ?? STRENGTH_NEUTRAL);
        draft.done();
      }}
      pb="6"
    >
      <HStack justify="space-between">
        <Slider.Label fontSize="sm">{label}</Slider.Label>
        <Text fontSize="sm" data-testid="strength-value">
          {strengthLabel(draft.value)}
        </Text>
      </HStack>
      <Slider.Control>
        <Slider.Track>
          <Slider.Range />
        </Slider.Track>
        <Slider.Thumbs />
        <Slider.Marks marks={[...STRENGTH_SCALE_MARKS]} />
      </Slider.Control>
      {clearLabel !== undefined && (
        <Button
          size="xs"
          variant="ghost"
          alignSelf="flex-start"
          disabled={disabled}
          onClick={() => onChange(null)}
        >
          {clearLabel}
        </Button>
      )}
    </Slider.Root>
  );
}
