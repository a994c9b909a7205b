import type { Locale } from '../i18n/locales';
import type { MemberShareKind } from './member-share';

/**
 * The claim adjustment reason codes (X12 CARC) a service line may carry, with what each means in
 * plain language and, for a denial, the plan provision it rests on (issue 36 §7; the notice of
 * adverse benefit determination of 29 CFR 2560.503-1(g)). English and Spanish, as data.
 */
interface RemarkText {
  readonly reason: string;
  /** The section of the plan's certificate of coverage a denial rests on. */
  readonly provision?: string;
}

interface RemarkCode {
  /** A part of the member's share, or a denial of the line. */
  readonly kind: Exclude<MemberShareKind, 'notCovered'> | 'denial';
  readonly texts: Readonly<Record<Locale, RemarkText>>;
}

export const REMARK_CODES = {
  '1': {
    kind: 'deductible',
    texts: {
      en: {
        reason:
          'Applied to your deductible: you pay this part until you have met your deductible for the year.',
      },
      es: { reason: 'Se aplicó a su deducible: usted paga esta parte hasta cubrir su deducible del año.' },
    },
  },
  '2': {
    kind: 'coinsurance',
    texts: {
      en: {
        reason: 'Your coinsurance: your plan pays a percentage of the allowed amount and you pay the rest.',
      },
      es: { reason: 'Su coseguro: su plan paga un porcentaje del monto permitido y usted paga el resto.' },
    },
  },
  '3': {
    kind: 'copay',
    texts: {
      en: { reason: 'Your copay: the fixed amount your plan has you pay for this kind of service.' },
      es: { reason: 'Su copago: la cantidad fija que su plan le pide pagar por este tipo de servicio.' },
    },
  },
  '50': {
    kind: 'denial',
    texts: {
      en: {
        reason:
          'Not covered: the information we received does not show that this service was medically necessary.',
        provision: 'Certificate of coverage, section 4.1: Medically necessary services',
      },
      es: {
        reason:
          'No cubierto: la información que recibimos no muestra que este servicio fuera médicamente necesario.',
        provision: 'Certificado de cobertura, sección 4.1: Servicios médicamente necesarios',
      },
    },
  },
  '96': {
    kind: 'denial',
    texts: {
      en: {
        reason: 'Not covered: your plan does not cover this service.',
        provision: 'Certificate of coverage, section 7.2: Exclusions',
      },
      es: {
        reason: 'No cubierto: su plan no cubre este servicio.',
        provision: 'Certificado de cobertura, sección 7.2: Exclusiones',
      },
    },
  },
  '119': {
    kind: 'denial',
    texts: {
      en: {
        reason:
          'Not covered: you have already used the number of these services your plan covers in this period.',
        provision: 'Certificate of coverage, section 5.3: Frequency limits',
      },
      es: {
        reason: 'No cubierto: ya usó la cantidad de estos servicios que su plan cubre en este período.',
        provision: 'Certificado de cobertura, sección 5.3: Límites de frecuencia',
      },
    },
  },
  '197': {
    kind: 'denial',
    texts: {
      en: {
        reason: 'Not covered: this service needs our approval before it is given, and we had none on file.',
        provision: 'Certificate of coverage, section 6.4: Prior authorization',
      },
      es: {
        reason:
          'No cubierto: este servicio necesita nuestra aprobación antes de recibirlo y no teníamos ninguna.',
        provision: 'Certificado de cobertura, sección 6.4: Autorización previa',
      },
    },
  },
} as const satisfies Record<string, RemarkCode>;

export type RemarkCodeKey = keyof typeof REMARK_CODES;
export const REMARK_CODE_KEYS = Object.keys(REMARK_CODES) as [RemarkCodeKey, ...RemarkCodeKey[]];

/** The codes that deny a line. */
export type DenialCode = {
  [K in RemarkCodeKey]: (typeof REMARK_CODES)[K]['kind'] extends 'denial' ? K : never;
}[RemarkCodeKey];
export const DENIAL_CODES = REMARK_CODE_KEYS.filter(
  (code): code is DenialCode => REMARK_CODES[code].kind === 'denial',
);

export function isDenialCode(code: string): code is DenialCode {
  return (DENIAL_CODES as readonly string[]).includes(code);
}

/** A code's plain-language reason and, for a denial, its plan provision, in the language asked for. */
export function getRemarkText(code: RemarkCodeKey, locale: Locale): RemarkText {
  return REMARK_CODES[code].texts[locale];
}

const SHARE_CODES: Readonly<Record<Exclude<MemberShareKind, 'notCovered'>, RemarkCodeKey>> = {
  deductible: '1',
  copay: '3',
  coinsurance: '2',
};

/**
 * The codes that explain a line, per issue 36 §7: its denial, else one for each part of the member's
 * share it has (deductible, copay, coinsurance), in that order.
 */
export function getLineRemarkCodes(line: {
  readonly denialCode: DenialCode | null;
  readonly deductible: number;
  readonly copay: number;
  readonly coinsurance: number;
}): RemarkCodeKey[] {
  if (line.denialCode) return [line.denialCode];
  return (['deductible', 'copay', 'coinsurance'] as const)
    .filter((kind) => line[kind] > 0)
    .map((kind) => SHARE_CODES[kind]);
}
