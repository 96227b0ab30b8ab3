/** User-visible texts of the usage report (spec 1 sections 2 and 8). */
export const usageMessages = {
  noData: 'No data available',
  exit: 'Exit',
  notAllowed: "Only the map's owner, its class teachers and site administrators can see its usage report.",
  series: {
    loads: 'Loads',
    courseLoads: 'Course loads',
    updates: 'Updates',
    shares: 'Shares',
    total: 'Total',
  },
} as const;
