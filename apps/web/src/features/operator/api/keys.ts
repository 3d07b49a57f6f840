/** Query keys of the operator's console; every hook here invalidates through these. */
export const operatorKeys = {
  all: ['operator'] as const,
  fleet: () => [...operatorKeys.all, 'fleet'] as const,
  locations: () => [...operatorKeys.all, 'locations'] as const,
  edgeTokens: () => [...operatorKeys.all, 'edge-tokens'] as const,
  customers: (q: string) => [...operatorKeys.all, 'customers', q] as const,
  customer: (id: number) => [...operatorKeys.all, 'customer', id] as const,
  plans: () => [...operatorKeys.all, 'plans'] as const,
  attacks: () => [...operatorKeys.all, 'attacks'] as const,
  audit: (filters: object) => [...operatorKeys.all, 'audit', filters] as const,
};
