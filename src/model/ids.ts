import { customAlphabet } from 'nanoid';

const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/** Entity ids are random strings of 10 characters (spec 1 section 9). */
export const ID_LENGTH = 10;
/** Notification ids are 5 characters (spec 1 section 9); so are quiz field ids (spec 2 section 9). */
export const SHORT_ID_LENGTH = 5;

const ENTITY_ID = new RegExp(`^[${ALPHABET}]{${ID_LENGTH}}$`);

/** Whether `value` has the form of an entity id (a map's, a class's...): worth asking the server about. */
export function isEntityId(value: string): boolean {
  return ENTITY_ID.test(value);
}

export const newId: () => string = customAlphabet(ALPHABET, ID_LENGTH);
export const newShortId: () => string = customAlphabet(ALPHABET, SHORT_ID_LENGTH);
