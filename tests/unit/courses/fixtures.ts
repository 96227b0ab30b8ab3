/** GraphQL answers for the course and usage screens, shaped as the server sends them. */
export function courseAnswer(id: string, name: string, overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'Course',
    id,
    name,
    description: `About ${name}.`,
    thumbnailURL: null,
    mapId: `m-${id}`,
    access: 'public',
    tags: [],
    isEnrolled: false,
    requirePayment: false,
    author: { __typename: 'Person', id: 'a1', firstName: 'Ada', lastName: 'Author' },
    viewerReaction: null,
    reactionSummary: { __typename: 'ReactionSummary', likeCount: 0 },
    ...overrides,
  };
}

export function dayAnswer(date: string, loads: number) {
  const counters = (value: number) => ({
    __typename: 'UsageCounters',
    loads: value,
    courseLoads: 0,
    shares: 0,
    updates: 0,
  });
  return { __typename: 'DayUsage', date, totalUses: loads, user: counters(loads), anonymous: counters(0) };
}
