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
