/** User-visible texts of the maps area and its folders (spec 1 sections 5 and 8). */
export const folderMessages = {
  duplicateName: 'Duplicate name',
  emptyName: 'Folder name must not be empty.',
  slashInName: 'Folder name must not contain a slash.',
  emptySegment: 'Each part of a folder path must have a name.',
  tooLong: (max: number) => `Folder name must be at most ${max} characters.`,
  notFound: 'Folder not found.',
  mapNotFound: 'Map not found.',
  noMapsSelected: 'Select at least one map.',
  /** Spec 1 section 8, word for word. */
  mapsMoved: (count: number, folderName: string) =>
    `${count} map(s) has been moved to folder '${folderName}'`,
  mapsUncategorised: (count: number) => `${count} map(s) has been moved out of every folder`,
  noShareableMaps: "So far, you don't have any maps you can share",
  errors: {
    fetchingMaps: 'Fetching maps',
    renameLabel: 'Rename label',
    createLabel: 'Create label',
    movingMap: 'Moving map to folder',
    retrievingLabels: 'Retrieving labels',
  },
} as const;
