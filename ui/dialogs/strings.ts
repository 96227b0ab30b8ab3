/** Texts of the shared dialogs (spec 1 section 2). */
export const dialogStrings = {
  confirmTitle: 'Are you sure you want to delete?',
  unsavedChanges: 'Any unsaved changes will be lost. Are you sure?',
  cancel: 'Cancel',
  confirm: 'Confirm',
} as const;

/** Texts of the Invite User dialog and its menu item (spec 1 sections 2, 6 and 8). */
export const inviteStrings = {
  menuItem: 'Send Invite',
  title: 'Invite User',
  toOrganization: (name: string) => ` to ${name}`,
  emailsLabel: 'Email addresses',
  placeholder: 'Enter email or emails separated by comma',
  recognised: (count: number) => `${count} ${count === 1 ? 'address' : 'addresses'} to invite`,
  close: 'Close',
  send: 'Send',
  processing: 'Processing',
  sent: (count: number) => `${count} invite sent.`,
  failed: 'An error occurred while inviting user.',
} as const;

/** Texts of managing a map one owns: rename, delete, share (issue 23), from the maps table and the File menu. */
export const mapOwnershipStrings = {
  rename: 'Rename',
  delete: 'Delete',
  share: 'Share',
  renameTitle: 'Rename map',
  renameLabel: 'Map name',
  renamed: (name: string) => `The map is now called '${name}'.`,
  deleteMessage: (name: string) =>
    `The map '${name}' will be deleted, for you and for everyone it is shared with. This cannot be undone.`,
  deleted: (name: string) => `The map '${name}' was deleted.`,
  deleteFailed: 'Delete map',
  shareTitle: (name: string) => `Share '${name}'`,
  emailLabel: 'E-mail address',
  emailPlaceholder: 'name@example.org',
  rightLabel: 'Rights',
  rights: { view: 'Can view', edit: 'Can edit' },
  shareSubmit: 'Share',
  sharedWith: 'Shared with',
  notShared: 'Only you can open this map.',
  /** Personalising (issue 23): readers add their own nodes and notes, seen by them alone. */
  personalisable: 'Readers may add their own nodes and notes',
  personalisableHint: 'Each reader sees only their own additions; your map stays as it is.',
  loadingShares: 'Loading shares…',
  removeShare: (name: string) => `Remove ${name}`,
  removeShareButton: 'Remove',
  personName: (share: { firstName: string; lastName: string; email: string }) =>
    `${share.firstName} ${share.lastName}`.trim() || share.email,
  close: 'Close',
  failed: 'Unexpected error',
} as const;

/** Texts of the map settings dialog (spec 2 section 3, map settings), opened from the map's toolbar. */
export const mapSettingsStrings = {
  open: 'Map settings',
  title: 'Map settings',
  positiveTruthColour: 'Positive truth colour',
  negativeTruthColour: 'Negative truth colour',
  neutralTruthColour: 'Neutral truth colour',
  /** The strength scale's five steps in the chosen colours. */
  preview: 'Truth colours on the strength scale',
  defaultConnectionType: 'Default connection type',
  quiz: 'Quiz',
  answerMode: 'Answer mode',
  answerModes: { Exercise: 'Exercise: each mark at once', Quiz: 'Quiz: the marks at the end' },
  enableRedo: 'Learners may retry the quiz',
  version: (version: number) => `Settings version ${version}`,
  apply: 'Apply',
  close: 'Close',
  readOnly: 'Switch to Edit to change the settings.',
  noRights: 'Only users with edit rights on this map can change its settings.',
} as const;

/** Texts of the recall and flashcard items an author names on a map (issue 27). */
export const studyItemsStrings = {
  open: 'Recall and flashcard items…',
  title: 'Recall and flashcard items',
  intro:
    'Each item is a named set of the map’s nodes, chosen by their tags, for recall practice or flashcards.',
  none: 'No items yet.',
  kind: { recall: 'Recall', flashcard: 'Flashcards' },
  addRecall: 'Add recall item',
  addFlashcards: 'Add flashcard item',
  edit: 'Edit',
  editLabel: (name: string) => `Edit ${name}`,
  delete: 'Delete',
  deleteLabel: (name: string) => `Delete ${name}`,
  close: 'Close',
  newTitle: { recall: 'New recall item', flashcard: 'New flashcard item' },
  editTitle: (name: string) => `Edit ${name}`,
  name: 'Name',
  tags: 'Nodes with any of these tags',
  noTags: 'The map has no tags yet: tag some nodes first.',
  save: 'Save',
  readOnly: 'Switch to Edit to change the items.',
  noRights: 'Only users with edit rights on this map can change its items.',
} as const;
