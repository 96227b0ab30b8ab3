/** Who may do what with a map: access-right inclusion, operation-mode rules, and who presents. */
export * from './accessRights';
export * from './operationModes';
export * from './presenting';
