/** Texts of the shared dialogs (spec 1 section 2). */
export const dialogStrings = {
  confirmTitle: 'Are you sure you want to delete?',
  unsavedChanges: 'Any unsaved changes will be lost. Are you sure?',
  cancel: 'Cancel',
  confirm: 'Confirm',
} as const;
