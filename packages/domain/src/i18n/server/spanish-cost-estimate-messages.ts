import {
  ESTIMATE_PROVIDER_MAX,
  type ESTIMATE_SEARCH_MESSAGES,
  ESTIMATE_TERM_MAX,
  ESTIMATE_TERM_MIN,
} from '../../cost-estimate/estimate-search-fields';
import type { COST_ESTIMATE_SERVER_MESSAGES } from '../../cost-estimate/estimate-server-messages';
import { PCP_SEARCH_MESSAGES_ES } from './spanish-form-messages';
import type { Twin } from './spanish-server-messages';

/** The estimator's messages in Spanish (issue 38 §1). */
export const COST_ESTIMATE_SERVER_MESSAGES_ES = {
  noService: 'Ningún servicio coincide con su búsqueda.',
} as const satisfies Twin<typeof COST_ESTIMATE_SERVER_MESSAGES>;

export const ESTIMATE_SEARCH_MESSAGES_ES = {
  term: `Ingrese un servicio o un código de facturación de ${ESTIMATE_TERM_MIN} a ${ESTIMATE_TERM_MAX} caracteres.`,
  provider: `Ingrese como máximo ${ESTIMATE_PROVIDER_MAX} caracteres.`,
  zip: PCP_SEARCH_MESSAGES_ES.zip,
  radius: PCP_SEARCH_MESSAGES_ES.radius,
  distanceNeedsZip: 'Ingrese un código postal para ordenar por distancia.',
} as const satisfies Twin<typeof ESTIMATE_SEARCH_MESSAGES>;
