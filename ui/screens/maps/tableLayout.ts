/** Spec 1 section 9: the maps table's rows are 56 px high. */
export const ROW_HEIGHT = 56;
/** Rows rendered above and below the visible ones, so fast scrolling shows no gaps. */
export const OVERSCAN_ROWS = 8;
/** Columns: select, name, owner, modified, bookmark, actions (shared by the header and every row). */
export const TABLE_COLUMNS = '48px minmax(0, 3fr) minmax(0, 2fr) 190px 64px 56px';
