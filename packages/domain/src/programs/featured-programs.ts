/** The fields of a program (document 2 §3) the featured rule reads. */
export interface FeaturableProgram {
  readonly id: number;
  readonly name: string;
  readonly highPriority: boolean;
  readonly displayOrder: number;
}

/** At most 5 featured programs in the benefits context and 6 on home (document 2 §6, §9). */
export const FEATURED_PROGRAM_LIMITS = { benefits: 5, home: 6 } as const;
export type FeaturedContext = keyof typeof FEATURED_PROGRAM_LIMITS;

/** Program tile names are cut at 55 characters (document 2 §2, §9). */
export const PROGRAM_TILE_NAME_MAX = 55;

/**
 * Featured programs (document 2 §6): high priority only, sorted by displayOrder, capped per context,
 * and none for a termed member.
 */
export function getFeaturedPrograms<T extends FeaturableProgram>(
  programs: readonly T[],
  context: FeaturedContext,
  termed: boolean,
): T[] {
  if (termed) return [];
  return programs
    .filter((program) => program.highPriority)
    .sort((a, b) => a.displayOrder - b.displayOrder)
    .slice(0, FEATURED_PROGRAM_LIMITS[context]);
}

/**
 * The name on a program tile (document 2 §9): at most 55 characters in all. A longer name keeps its
 * first 54 characters and the ellipsis marking the cut is the 55th.
 */
export function getProgramTileName(name: string): string {
  if (name.length <= PROGRAM_TILE_NAME_MAX) return name;
  return `${name.slice(0, PROGRAM_TILE_NAME_MAX - 1).trimEnd()}…`;
}
