/** The usage report of a map (spec 1 sections 2 and 3). */
export const usageTypeDefs = /* GraphQL */ `
  extend type Query {
    "Daily usage of a map, oldest day first (its owner and editors; FORBIDDEN for other viewers)."
    mapUsage(mapId: ID!): MapUsage!
  }

  "Kinds of use counted in the report."
  enum UsageEvent {
    Load
    CourseLoad
    Share
    Update
  }

  type MapUsage {
    mapId: ID!
    "Days with any use; empty: 'No data available'."
    dayUsage: [DayUsage!]!
  }

  type DayUsage {
    "YYYY-MM-DD (UTC)."
    date: String!
    totalUses: Int!
    user: UsageCounters!
    anonymous: UsageCounters!
  }

  type UsageCounters {
    loads: Int!
    courseLoads: Int!
    shares: Int!
    updates: Int!
  }
`;
