import { getBrand } from './brand';
import { getAccountAccessPhone } from './contact-blocks';
import { type DomainId, MEDICARE_ADVANTAGE } from './domain-ids';

/** One part of the policy: a heading and its paragraphs. */
export type PolicySectionId =
  | 'sent'
  | 'medicareDocuments'
  | 'administrator'
  | 'choices'
  | 'details'
  | 'needs'
  | 'questions';

export interface PolicySection {
  /** Names the section for the screens, which show it from their catalogue (issue 17). */
  readonly id: PolicySectionId;
  readonly heading: string;
  readonly paragraphs: readonly string[];
}

/** The digital communications policy a member agrees to on /registration-policies (document 1 §2, §5). */
export interface DigitalCommunicationsPolicy {
  readonly title: string;
  /** yyyy-mm-dd */
  readonly effectiveDate: string;
  readonly intro: string;
  readonly sections: readonly PolicySection[];
  /** What the texts name: the brand, its contact number, and whether the plan is Medicare Advantage. */
  readonly brandName: string;
  readonly phone: string;
  readonly medicareAdvantage: boolean;
}

export const DIGITAL_COMMUNICATIONS_POLICY_TITLE = 'Digital communications policy';

/** The page's own copy around the policy text. */
export const POLICY_PAGE_TEXTS = {
  effective: 'Effective',
  /** The link on /registration-policies; the page opens in a new tab so the sign-in in progress stays. */
  readPolicy: 'Read the digital communications policy',
  opensInNewTab: '(opens in a new tab)',
} as const;

/** Paragraphs only one brand has: Medicare's required notices, the partner's administrator. */
const BRAND_SECTIONS: Readonly<Record<DomainId, readonly PolicySection[]>> = {
  1: [],
  2: [
    {
      id: 'medicareDocuments',
      heading: 'Medicare documents',
      paragraphs: [
        'Documents Medicare requires us to send you, such as your Annual Notice of Change, Evidence of Coverage and Explanation of Benefits, are posted on your Member Dashboard when you choose electronic delivery. We e-mail you when each one is ready.',
        'Choosing electronic delivery never changes your Medicare Advantage benefits, your premium or your rights to appeal.',
      ],
    },
  ],
  5: [
    {
      id: 'administrator',
      heading: 'Who sends these messages',
      paragraphs: [
        'Harbor Dental Partners plans are administered by Evergreen Health & Dental, which sends the messages described here on the plan’s behalf.',
      ],
    },
  ],
};

/**
 * The brand's digital communications policy (document 1 §2: the welcome page "with the digital
 * communications policy"). The specification does not quote it: this text is written for the
 * fictional brands, with the brand's name and the contact page's number.
 */
export function getDigitalCommunicationsPolicy(domainId: DomainId): DigitalCommunicationsPolicy {
  const { name } = getBrand(domainId);
  const phone = getAccountAccessPhone(domainId);
  const plan = domainId === MEDICARE_ADVANTAGE ? 'Medicare Advantage plan' : 'plan';
  return {
    title: DIGITAL_COMMUNICATIONS_POLICY_TITLE,
    effectiveDate: '2026-01-01',
    brandName: name,
    phone,
    medicareAdvantage: domainId === MEDICARE_ADVANTAGE,
    intro: `This policy explains how ${name} communicates with you electronically about your ${plan}, and the choices you have.`,
    sections: [
      {
        id: 'sent',
        heading: 'What we send electronically',
        paragraphs: [
          'When you use your Member Dashboard we may send you account messages by e-mail or text message, such as a confirmation that your password was changed or that your preferences were updated.',
          'We post plan documents, notices and, if you choose it, your explanation of benefits (EOB) on your Member Dashboard, and let you know by e-mail when something new is there.',
        ],
      },
      ...BRAND_SECTIONS[domainId],
      {
        id: 'choices',
        heading: 'Your choices',
        paragraphs: [
          'You can choose how you receive your explanation of benefits: electronically, on your Member Dashboard, or by mail, on paper. You can change this choice at any time in your account settings.',
          'You can ask for a paper copy of any document we post electronically, at no cost to you.',
          'Messages we must send by law, and messages about the security of your account, are sent even if you turn other messages off.',
        ],
      },
      {
        id: 'details',
        heading: 'Keeping your details current',
        paragraphs: [
          'We send messages to the e-mail address and mobile number in your account. Please keep them up to date so you do not miss important information.',
          'E-mail and text messages never include your full member ID, claim details or other health information: we ask you to log in to your Member Dashboard to read them.',
        ],
      },
      {
        id: 'needs',
        heading: 'What you need',
        paragraphs: [
          'A current web browser, an e-mail account and a program that opens PDF files. Text messages need a mobile phone; your carrier’s message and data rates may apply.',
        ],
      },
      {
        id: 'questions',
        heading: 'Questions',
        paragraphs: [`Call us at ${phone} (TTY 711) if you have a question about this policy.`],
      },
    ],
  };
}
