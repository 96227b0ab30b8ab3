/** The maps area's folders (labels): name rules, the folder tree and its messages (spec 1 sections 2 to 8). */
export * from './folderTree';
export * from './labelName';
export * from './messages';
