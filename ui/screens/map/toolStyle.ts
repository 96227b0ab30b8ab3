/** The map toolbar's controls: compact, one outline style for buttons and menus alike (ui/theme/GUIDE.md, Sizes). */
export const TOOL = { size: 'xs', variant: 'outline' } as const;
