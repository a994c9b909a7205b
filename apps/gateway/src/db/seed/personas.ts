import { createPersonaBuilder } from './builder';
import { addMainPersonas } from './personas-main';
import { addMedicarePersonas } from './personas-medicare';
import { addPartnerPersonas } from './personas-partner';
import type { SeedRows } from './seed-rows';

/** Every sign-in of personas.md and the data each one exercises, dated from `today`. */
export function buildPersonaRows(today: Date): SeedRows {
  const b = createPersonaBuilder(today);
  addMainPersonas(b);
  addMedicarePersonas(b);
  addPartnerPersonas(b);
  return b.rows;
}
