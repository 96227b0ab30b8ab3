/** Presentation steps in words, as the sequence editor and a Navigator's step list show them. */
import type { PresentationStep } from '../../../src/model/presentation/types';

/** A step as the sequence list names it, its nodes by their titles. */
export function describeStep(step: PresentationStep, titleOf: (id: string) => string): string {
  const titles = (ids: readonly string[]) => ids.map(titleOf).join(', ');
  switch (step.type) {
    case 'hideAllNodes':
      return 'Hide all nodes';
    case 'showAllNodesExcept':
      return step.nodeIds.length === 0 ? 'Show all nodes' : `Show all nodes except ${titles(step.nodeIds)}`;
    case 'showNodes':
      return `Show ${titles(step.nodeIds)}`;
    case 'hideNodes':
      return `Hide ${titles(step.nodeIds)}`;
    case 'setSelection':
      return step.nodeIds.length === 0 ? 'Clear the selection' : `Select ${titles(step.nodeIds)}`;
    case 'selectConnection':
      return step.connectionId === null ? 'Clear the selected connection' : 'Select a connection';
    case 'jumpToLocation':
      return `Jump to ${titles(step.nodeIds)}`;
    case 'setCurrentLevel':
      return `Go to level ${step.levelId}`;
    case 'changeStrength':
      return step.strength === null
        ? `Strength of ${titleOf(step.nodeId)} back to its own`
        : `Strength of ${titleOf(step.nodeId)} to ${step.strength}`;
  }
}
