import { Stack } from '@chakra-ui/react';
import { isReverseCondition } from '../../src/model/actions/nodeAttributes';
import {
  DEFAULT_REVERSE_CONDITION,
  REVERSE_CONDITIONS,
  type ReverseCondition,
} from '../../src/model/map/constants';
import { CheckField } from '../components/CheckField';
import { SelectField } from '../components/SelectField';
import { REVERSE_CONDITION_LABELS } from './connectionStrings';

const CONDITION_OPTIONS = REVERSE_CONDITIONS.map((value) => ({
  value,
  label: REVERSE_CONDITION_LABELS[value],
}));

/**
 * A reversal and when it applies: a node's reverseTruth or a truth connection's reverseStrength. The
 * condition is offered while the reversal is on; an older map's unknown condition shows as Always,
 * which is how the calculation reads it.
 */
export function ReverseField(props: {
  label: string;
  conditionLabel: string;
  reverse: boolean;
  condition: string;
  disabled: boolean;
  onReverse: (reverse: boolean) => void;
  onCondition: (condition: ReverseCondition) => void;
}) {
  const { label, conditionLabel, reverse, condition, disabled, onReverse, onCondition } = props;
  return (
    <Stack gap="2">
      <CheckField label={label} checked={reverse} disabled={disabled} onChange={onReverse} />
      {reverse && (
        <SelectField
          label={conditionLabel}
          value={isReverseCondition(condition) ? condition : DEFAULT_REVERSE_CONDITION}
          options={CONDITION_OPTIONS}
          disabled={disabled}
          onChange={onCondition}
        />
      )}
    </Stack>
  );
}
