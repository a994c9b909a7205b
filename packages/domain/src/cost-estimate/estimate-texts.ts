import type { Locale } from '../i18n/locales';
import type { Prerequisite } from './service-search';

/**
 * The words of the estimate's PDF (apps/gateway/src/cost-estimate/render-estimate.ts) in each
 * language (issue 38 §1): the seven things per provider and the plain-language notice.
 */
export interface EstimateTexts {
  readonly title: string;
  readonly member: string;
  readonly service: string;
  readonly prepared: string;
  readonly accumulators: string;
  readonly deductible: string;
  readonly outOfPocket: string;
  readonly annualMaximum: string;
  readonly individual: string;
  readonly family: string;
  readonly metOf: (met: string, limit: string, remaining: string) => string;
  readonly providers: (shown: number, total: number) => string;
  readonly provider: string;
  readonly negotiatedRate: string;
  readonly youPay: string;
  readonly planPays: string;
  readonly shares: {
    readonly deductible: string;
    readonly copay: string;
    readonly coinsurance: string;
    readonly aboveMaximum: string;
  };
  readonly outOfNetworkAllowed: string;
  readonly noOutOfNetwork: string;
  readonly includes: string;
  readonly prerequisites: Readonly<Record<Prerequisite, string>>;
  readonly notCovered: string;
  readonly noEstimate: (phone: string) => string;
  readonly noticeTitle: string;
  readonly notice: readonly string[];
  readonly ask: (phone: string) => string;
  readonly noProviders: string;
}

export const ESTIMATE_TEXTS: Readonly<Record<Locale, EstimateTexts>> = {
  en: {
    title: 'Your cost estimate',
    member: 'Member',
    service: 'Service',
    prepared: 'Prepared',
    accumulators: 'Your plan year so far (in network)',
    deductible: 'Deductible',
    outOfPocket: 'Out-of-pocket maximum',
    annualMaximum: 'Annual maximum',
    individual: 'Individual',
    family: 'Family',
    metOf: (met, limit, remaining) => `${met} met of ${limit}; ${remaining} remaining`,
    providers: (shown, total) =>
      shown < total ? `${shown} of ${total} in-network providers` : `${total} in-network providers`,
    provider: 'Provider',
    negotiatedRate: 'In-network negotiated rate',
    youPay: 'You pay (estimate)',
    planPays: 'The plan pays',
    shares: {
      deductible: 'Deductible',
      copay: 'Copay',
      coinsurance: 'Coinsurance',
      aboveMaximum: 'Above the annual maximum',
    },
    outOfNetworkAllowed: 'Out-of-network allowed amount',
    noOutOfNetwork: 'The plan pays nothing for this service out of network.',
    includes: 'This service includes',
    prerequisites: {
      priorAuthorization: 'Needs prior authorization: your provider asks us before the service.',
      referral: 'Needs a referral from your primary care provider.',
    },
    notCovered: 'Your plan does not cover this service.',
    noEstimate: (phone) => `Covered, no estimate available. Call us at ${phone}.`,
    noticeTitle: 'This is an estimate',
    notice: [
      'This is an estimate, not a bill and not a promise of payment. What you pay may change if you get other services, if the provider bills a different service, if your deductible or out-of-pocket figures change before the claim is processed, or if your coverage changes.',
      'Out of network, the provider may bill you the difference between their charge and the allowed amount (balance billing), on top of your cost-sharing.',
    ],
    ask: (phone) => `Questions about this estimate? Call member services at ${phone} (TTY 711).`,
    noProviders: 'No in-network provider gives this service.',
  },
  es: {
    title: 'Su costo estimado',
    member: 'Miembro',
    service: 'Servicio',
    prepared: 'Preparado',
    accumulators: 'Su año del plan hasta ahora (dentro de la red)',
    deductible: 'Deducible',
    outOfPocket: 'Máximo de gastos de bolsillo',
    annualMaximum: 'Máximo anual',
    individual: 'Individual',
    family: 'Familiar',
    metOf: (met, limit, remaining) => `${met} cumplido de ${limit}; quedan ${remaining}`,
    providers: (shown, total) =>
      shown < total
        ? `${shown} de ${total} proveedores dentro de la red`
        : `${total} proveedores dentro de la red`,
    provider: 'Proveedor',
    negotiatedRate: 'Tarifa negociada dentro de la red',
    youPay: 'Usted paga (estimado)',
    planPays: 'El plan paga',
    shares: {
      deductible: 'Deducible',
      copay: 'Copago',
      coinsurance: 'Coseguro',
      aboveMaximum: 'Por encima del máximo anual',
    },
    outOfNetworkAllowed: 'Monto permitido fuera de la red',
    noOutOfNetwork: 'El plan no paga este servicio fuera de la red.',
    includes: 'Este servicio incluye',
    prerequisites: {
      priorAuthorization: 'Requiere autorización previa: su proveedor nos la pide antes del servicio.',
      referral: 'Requiere una remisión de su proveedor de atención primaria.',
    },
    notCovered: 'Su plan no cubre este servicio.',
    noEstimate: (phone) => `Cubierto, sin estimado disponible. Llámenos al ${phone}.`,
    noticeTitle: 'Esto es un estimado',
    notice: [
      'Esto es un estimado, no una factura ni una promesa de pago. Lo que usted paga puede cambiar si recibe otros servicios, si el proveedor factura un servicio distinto, si su deducible o sus gastos de bolsillo cambian antes de procesar el reclamo, o si cambia su cobertura.',
      'Fuera de la red, el proveedor puede cobrarle la diferencia entre su cargo y el monto permitido (facturación de saldo), además de su costo compartido.',
    ],
    ask: (phone) => `¿Preguntas sobre este estimado? Llame a servicios para miembros al ${phone} (TTY 711).`,
    noProviders: 'Ningún proveedor dentro de la red ofrece este servicio.',
  },
};
