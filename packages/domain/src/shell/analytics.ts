/** What the analytics data layer receives (document 1 §7): subscriber id, suffix, group ids and names, coverage types. */
export interface DataLayerInput {
  readonly subscriberId: string;
  readonly memberSuffix: number;
  readonly groups: readonly { readonly groupId: string; readonly groupName: string }[];
  readonly coverageTypes: readonly string[];
}

export interface DataLayerEntry {
  readonly subscriberId: string;
  readonly suffix: number;
  readonly groupIds: readonly string[];
  readonly groupNames: readonly string[];
  /** Coverage types joined by '|' (document 1 §7). */
  readonly coverageTypes: string;
}

export function buildDataLayerEntry(input: DataLayerInput): DataLayerEntry {
  return {
    subscriberId: input.subscriberId,
    suffix: input.memberSuffix,
    groupIds: input.groups.map((group) => group.groupId),
    groupNames: input.groups.map((group) => group.groupName),
    coverageTypes: input.coverageTypes.join('|'),
  };
}
