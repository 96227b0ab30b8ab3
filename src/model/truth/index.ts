/** Truth calculation (docs/truth.md): compile a map to typed arrays, calculate in full or incrementally. */

export { type AppliedTruth, applyTruthValues, type TruthValuesInput } from './applyValues';
export { calculateTruth } from './calculate';
export type {
  CompileTruthOptions,
  TruthConnectionInput,
  TruthGraph,
  TruthMapInput,
  TruthNodeInput,
} from './graph';
export { compileTruthGraph, manualStrength } from './graph';
export * from './messages';
export { REVERSE_CONDITION } from './reversal';
export { MAX_ROUNDS, type TruthState } from './solve';
export { truthStatus } from './status';
export { type TruthUpdate, updateTruth } from './update';
