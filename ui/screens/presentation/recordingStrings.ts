/** What the recording screen says (spec 3 sections 4.3 and 5.5). */
import type { PresentationStep } from '../../../src/model/presentation/types';

export const recordingStrings = {
  modeLabel: 'Record presentation',
  title: (name: string) => `Recording: ${name}`,
  noRights: 'You need edit rights on this map to record its presentations.',
  save: 'Save',
  saving: 'Saving…',
  saved: 'Saved',
  unsaved: 'Unsaved changes',
  name: 'Presentation name',
  type: 'Type',
  types: { standard: 'Presentation', lesson: 'Lesson', modelAnswer: 'Model answer (old)' },
  record: 'Record a step',
  showSelected: 'Show selected',
  hideSelected: 'Hide selected',
  selectSelected: 'Select',
  jumpToSelected: 'Jump here',
  hideAll: 'Hide all',
  showAll: 'Show all',
  level: 'Level',
  strength: 'Strength of the selected node',
  setStrength: 'Set strength',
  recordHint:
    'Select nodes on the map, then record what the presentation does with them at the current time. Shift-click a connection to record selecting it; Shift-click empty space to record clearing the selection.',
  sequence: 'Steps',
  stepTime: 'Time',
  automatic: 'Moves on by itself',
  moveUp: 'Move up',
  moveDown: 'Move down',
  delete: 'Delete step',
  retimeBy: 'Seconds',
  retime: 'Retime',
  withFollowing: 'with the steps after it',
  goToStep: (index: number) => `Go to step ${index}`,
  media: 'Media',
  upload: 'Upload video or audio',
  uploading: (percent: number) => `Uploading… ${percent}%`,
  localVideo: 'Use a video on this device (not uploaded)',
  externalVideo: 'Video address',
  useExternal: 'Use',
  noMedia: 'No media: the steps play on a clock of their own.',
  mediaNow: (what: string, seconds: number) =>
    `${what} (${seconds > 0 ? `${seconds.toFixed(1)} s` : 'length not known yet'})`,
  uploadFailed: 'The media could not be uploaded.',
} as const;

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
