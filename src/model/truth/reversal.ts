/** Reverse conditions of nodes (reverseTruth) and truth connections (reverseStrength), docs/truth.md. */

import { REVERSE_CONDITION } from '../map/constants';

/** The conditions a reversal may carry have their home with the map's constants. */
export { REVERSE_CONDITION };

/** Compiled form, one byte per node or connection. */
export const REVERSAL = { NONE: 0, ALWAYS: 1, IF_TRUE: 2, IF_FALSE: 3 } as const;
export type Reversal = (typeof REVERSAL)[keyof typeof REVERSAL];

/** An unknown condition reads as 'always': the user asked for a reversal, so it applies. */
export function compileReversal(reverse: boolean, condition: string): Reversal {
  if (!reverse) return REVERSAL.NONE;
  if (condition === REVERSE_CONDITION.IF_TRUE) return REVERSAL.IF_TRUE;
  if (condition === REVERSE_CONDITION.IF_FALSE) return REVERSAL.IF_FALSE;
  return REVERSAL.ALWAYS;
}

/** Whether a reversal applies to `tested` (the source truth, or the operator's result). */
export function reverses(reversal: number, tested: number): boolean {
  return (
    reversal === REVERSAL.ALWAYS ||
    (reversal === REVERSAL.IF_TRUE && tested > 0) ||
    (reversal === REVERSAL.IF_FALSE && tested < 0)
  );
}
