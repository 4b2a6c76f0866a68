/** An affiliate's weeks and selections: every key starts with 'affiliate', so a save refreshes all. */
export const affiliateKeys = {
  all: ['affiliate'] as const,
  weeks: () => ['affiliate', 'weeks'] as const,
  week: (week: string) => ['affiliate', 'week', week] as const,
  planSelection: (key: string) => ['affiliate', 'plan-selection', key.toLowerCase()] as const,
};
