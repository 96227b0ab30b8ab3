import { shellStrings } from '../../strings';

/** Texts of the legal pages' frame (the documents themselves: src/model/legal/documents.ts). */
export const legalStrings = {
  productName: shellStrings.productName,
  loading: 'Loading…',
  publishedByOperator: 'This document is published by the organisation that runs this site:',
  read: 'Read the',
  and: 'and the',
} as const;
