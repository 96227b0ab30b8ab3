/**
 * What the editor tells when a save or an edit is refused. A module of its own so the editor's helpers
 * (NodeLinker) can read it without importing MapEditorStore, which imports them.
 */
export const SAVE_MESSAGES = {
  nothingOpen: 'No map is open.',
  noRights: 'You do not have edit rights on this map.',
  notRecording: 'A presentation is saved from its recording.',
  notEditingQuestions: 'The questions are saved from the question editor.',
  failed: 'The map could not be saved.',
  nameRequired: 'Give the copy a name.',
  readOnly: 'The map cannot be changed in this mode.',
} as const;
