/** One node's calculated truth from its inputs: the operators of docs/truth.md. */
import { OPERATOR, STRENGTH_MAX, STRENGTH_MIN } from '../map/constants';
import { INPUT_RELEVANCE, INPUT_REVERSAL, INPUT_STRENGTH, INPUT_STRIDE, type TruthGraph } from './graph';
import { REVERSAL, reverses } from './reversal';

// Typed-array reads below are `as number`: indices come from the graph's own offsets, so they are in
// range, and this is the hot path of every calculation.

/** Clamped to the strength scale, with negative zero stored as 0 so equal values compare equal. */
export const clampStrength = (value: number) => Math.min(STRENGTH_MAX, Math.max(STRENGTH_MIN, value)) + 0;

/** An input's value `v = T × S / 100`, with reverseStrength tested on the source truth T. */
function inputValue(graph: TruthGraph, truth: Float64Array, edge: number): number {
  const sourceTruth = truth[graph.inSources[edge] as number] as number;
  const strength = graph.inWeights[edge * INPUT_STRIDE + INPUT_STRENGTH] as number;
  const reversal = graph.inWeights[edge * INPUT_STRIDE + INPUT_REVERSAL] as number;
  return reversal !== REVERSAL.NONE && reverses(reversal, sourceTruth)
    ? -sourceTruth * strength
    : sourceTruth * strength;
}

/** An input's weight `r = R / 100`. */
const weightOf = (graph: TruthGraph, edge: number) =>
  graph.inWeights[edge * INPUT_STRIDE + INPUT_RELEVANCE] as number;

/** Weighted mean Σ r·v / Σ r. Compiling drops weight-0 inputs, so the sum of weights is above 0. */
function mean(graph: TruthGraph, truth: Float64Array, start: number, end: number): number {
  let weighted = 0;
  let weights = 0;
  for (let e = start; e < end; e++) {
    const weight = weightOf(graph, e);
    weighted += weight * inputValue(graph, truth, e);
    weights += weight;
  }
  return weighted / weights;
}

/** Truth read as a probability (v + 100) / 200, multiplied, each weight an exponent. */
function and(graph: TruthGraph, truth: Float64Array, start: number, end: number): number {
  let product = 1;
  for (let e = start; e < end; e++) {
    const probability = (inputValue(graph, truth, e) - STRENGTH_MIN) / (STRENGTH_MAX - STRENGTH_MIN);
    const weight = weightOf(graph, e);
    product *= weight === 1 ? probability : probability ** weight;
  }
  return product * (STRENGTH_MAX - STRENGTH_MIN) + STRENGTH_MIN;
}

/** Folds weighted values r·v: sum, minimum, maximum, positive or negative parts. */
function fold(graph: TruthGraph, truth: Float64Array, start: number, end: number, operator: number): number {
  let result = operator === OPERATOR.MIN ? Infinity : operator === OPERATOR.MAX ? -Infinity : 0;
  for (let e = start; e < end; e++) {
    const value = weightOf(graph, e) * inputValue(graph, truth, e);
    if (operator === OPERATOR.MIN) result = Math.min(result, value);
    else if (operator === OPERATOR.MAX) result = Math.max(result, value);
    else if (operator === OPERATOR.POS) result += Math.max(value, 0);
    else if (operator === OPERATOR.NEG) result += Math.min(value, 0);
    else result += value;
  }
  return result;
}

/** The operator's result before reverseTruth; an unknown operator calculates as AVG. */
function applyOperator(graph: TruthGraph, truth: Float64Array, node: number, start: number, end: number) {
  const operator = graph.operator[node] as number;
  switch (operator) {
    case OPERATOR.AND:
      return and(graph, truth, start, end);
    case OPERATOR.IF_AND: {
      const condition = and(graph, truth, start, end);
      return condition > 0 ? condition : 0;
    }
    case OPERATOR.NOT:
      return -mean(graph, truth, start, end);
    case OPERATOR.ADD:
    case OPERATOR.MIN:
    case OPERATOR.MAX:
    case OPERATOR.POS:
    case OPERATOR.NEG:
      return fold(graph, truth, start, end, operator);
    case OPERATOR.IF: {
      const condition = mean(graph, truth, start, end);
      return condition > 0 ? condition : 0;
    }
    case OPERATOR.IF_NOT: {
      const condition = mean(graph, truth, start, end);
      return condition < 0 ? -condition : 0;
    }
    case OPERATOR.NOT_IF: {
      const condition = mean(graph, truth, start, end);
      return condition > 0 ? -condition : 0;
    }
    case OPERATOR.NOT_IF_NOT: {
      const condition = mean(graph, truth, start, end);
      return condition < 0 ? condition : 0;
    }
    default:
      return mean(graph, truth, start, end);
  }
}

/** The node's calculated truth: operator, then reverseTruth, clamped; 0 without inputs. */
export function calculateNode(graph: TruthGraph, truth: Float64Array, node: number): number {
  const start = graph.inOffsets[node] as number;
  const end = graph.inOffsets[node + 1] as number;
  if (start === end) return 0;
  const result = applyOperator(graph, truth, node, start, end);
  return clampStrength(reverses(graph.reverseTruth[node] as number, result) ? -result : result);
}
