import { customAlphabet } from 'nanoid';

const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/** Entity ids are random strings of 10 characters (spec 1 section 9). */
export const ID_LENGTH = 10;
/** Notification ids are 5 characters (spec 1 section 9); so are quiz field ids (spec 2 section 9). */
export const SHORT_ID_LENGTH = 5;

export const newId: () => string = customAlphabet(ALPHABET, ID_LENGTH);
export const newShortId: () => string = customAlphabet(ALPHABET, SHORT_ID_LENGTH);
