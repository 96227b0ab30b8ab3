/** Layout rules: alignment and distribution, grids for bulk add and paste, child placement and titles. */
export * from './arrange';
export * from './clearSpot';
export * from './constants';
export * from './grid';
export * from './titles';
