/**
 * The gateway's responses of the benefit resources (document 2 §1: the partner brand has no Programs or
 * Handbooks). The screens' words are in the web's benefit-resources catalogue (issue 17).
 */
export const BENEFIT_RESOURCES_SERVER_MESSAGES = {
  notOnThisBrand: 'Programs and member handbooks are not offered on this site.',
} as const;
