import type { CoverageCategory } from '../coverage/coverage-categories';
import type { Locale } from '../i18n/locales';
import type { ClaimStatus } from './claim-rules';
import { CLAIM_STATUS_LABELS, getClaimCategoryLabel } from './claim-rules';
import { CLAIM_TEXTS } from './claim-texts';
import type { MemberShareKind } from './member-share';

/**
 * The words of the EOB pdf (apps/gateway/src/claims/render-eob.ts) in each language, the notice's
 * included (issue 36 §7): why a line was denied, the provision, how and by when to appeal, whom to call.
 */
export interface EobTexts {
  readonly title: string;
  readonly notABill: string;
  readonly member: string;
  readonly subscriberId: string;
  readonly group: string;
  readonly claimNumber: string;
  readonly provider: string;
  readonly category: string;
  readonly dateOfService: string;
  readonly status: string;
  readonly issued: string;
  readonly serviceLines: string;
  readonly code: string;
  readonly description: string;
  readonly tooth: string;
  readonly billed: string;
  readonly allowed: string;
  readonly planPaid: string;
  readonly memberOwes: string;
  readonly totals: string;
  readonly shares: Readonly<Record<MemberShareKind, string>>;
  readonly reason: (code: string) => string;
  readonly provision: string;
  readonly statuses: Readonly<Record<ClaimStatus, string>>;
  readonly categories: Readonly<Record<CoverageCategory, string>>;
  readonly appealTitle: string;
  readonly appeal: (deadline: string, days: number) => string;
  readonly appealHow: string;
  readonly questions: (phone: string) => string;
}

export const EOB_TEXTS: Readonly<Record<Locale, EobTexts>> = {
  en: {
    title: CLAIM_TEXTS.pdfTitle,
    notABill: CLAIM_TEXTS.pdfNotABill,
    member: CLAIM_TEXTS.member,
    subscriberId: 'Subscriber ID',
    group: 'Group',
    claimNumber: CLAIM_TEXTS.claimNumber,
    provider: CLAIM_TEXTS.provider,
    category: CLAIM_TEXTS.category,
    dateOfService: CLAIM_TEXTS.dateOfService,
    status: CLAIM_TEXTS.status,
    issued: CLAIM_TEXTS.issued,
    serviceLines: CLAIM_TEXTS.serviceLines,
    code: CLAIM_TEXTS.code,
    description: CLAIM_TEXTS.description,
    tooth: CLAIM_TEXTS.tooth,
    billed: CLAIM_TEXTS.billed,
    allowed: CLAIM_TEXTS.allowed,
    planPaid: CLAIM_TEXTS.planPaid,
    memberOwes: CLAIM_TEXTS.memberOwes,
    totals: CLAIM_TEXTS.totals,
    shares: {
      deductible: 'Deductible',
      copay: 'Copay',
      coinsurance: 'Coinsurance',
      notCovered: 'Not covered',
    },
    reason: (code) => `Reason ${code}`,
    provision: 'Plan provision',
    statuses: CLAIM_STATUS_LABELS,
    categories: {
      medical: getClaimCategoryLabel('medical'),
      dental: getClaimCategoryLabel('dental'),
      vision: getClaimCategoryLabel('vision'),
      pharmacy: getClaimCategoryLabel('pharmacy'),
    },
    appealTitle: 'Your right to appeal',
    appeal: (deadline, days) =>
      `If you disagree with this decision, you can ask us to review it. We must receive your appeal by ${deadline} (${days} days from the date of this notice).`,
    appealHow:
      'Call member services or write to the address below with this claim number and any records that support your appeal. You can ask for copies of the documents and plan rules we used, free of charge.',
    questions: (phone) => `Questions? Call member services at ${phone} (TTY 711).`,
  },
  es: {
    title: 'Explicación de Beneficios',
    notABill: 'Esto no es una factura.',
    member: 'Miembro',
    subscriberId: 'ID de suscriptor',
    group: 'Grupo',
    claimNumber: 'Número de reclamo',
    provider: 'Proveedor',
    category: 'Categoría',
    dateOfService: 'Fecha de servicio',
    status: 'Estado',
    issued: 'Emitida',
    serviceLines: 'Servicios',
    code: 'Código',
    description: 'Descripción',
    tooth: 'Diente',
    billed: 'Facturado',
    allowed: 'Permitido',
    planPaid: 'Pagado por el plan',
    memberOwes: 'Usted debe',
    totals: 'Totales',
    shares: { deductible: 'Deducible', copay: 'Copago', coinsurance: 'Coseguro', notCovered: 'No cubierto' },
    reason: (code) => `Motivo ${code}`,
    provision: 'Disposición del plan',
    statuses: { received: 'Recibido', processing: 'En proceso', paid: 'Pagado', denied: 'Denegado' },
    categories: { medical: 'Médico', dental: 'Dental', vision: 'Visión', pharmacy: 'Farmacia' },
    appealTitle: 'Su derecho a apelar',
    appeal: (deadline, days) =>
      `Si no está de acuerdo con esta decisión, puede pedirnos que la revisemos. Debemos recibir su apelación a más tardar el ${deadline} (${days} días a partir de la fecha de este aviso).`,
    appealHow:
      'Llame a servicios para miembros o escriba a la dirección de abajo con este número de reclamo y los documentos que apoyen su apelación. Puede pedir gratis copias de los documentos y las reglas del plan que usamos.',
    questions: (phone) => `¿Preguntas? Llame a servicios para miembros al ${phone} (TTY 711).`,
  },
};
