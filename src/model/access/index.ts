/** Who may do what with a map: access-right inclusion and operation-mode rules. */
export * from './accessRights';
export * from './operationModes';
