/** Map actions: the serialisable changes to a map, their application and the undo history. */
export * from './apply';
export {
  allowsAttribute,
  CONNECTION_ATTRIBUTES,
  type ConnectionAttribute,
  effectiveType,
  isEquivalent,
} from './connectionRules';
export * from './history';
export { changedMapSettings, EDITABLE_MAP_SETTINGS } from './mapSettings';
export * from './messages';
export * from './replay';
export * from './traits';
export * from './types';
