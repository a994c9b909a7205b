import { describe, expect, it } from 'vitest';
import { getContactBlocks } from '../src/brands/contact-blocks';
import { getDigitalCommunicationsPolicy } from '../src/brands/digital-communications-policy';
import { DOMAIN_IDS } from '../src/brands/domain-ids';

describe('the digital communications policy per brand (document 1 §2, §5)', () => {
  it.each([
    [1, 'Evergreen Health & Dental', '1-555-010-1100', null],
    [2, 'Evergreen Medicare Advantage', '1-555-020-1100', 'Medicare documents'],
    [5, 'Harbor Dental Partners', '1-555-050-1100', 'Who sends these messages'],
  ] as const)(
    'domain %s names %s, its contact number %s and its own section %s',
    (domainId, name, phone, own) => {
      const policy = getDigitalCommunicationsPolicy(domainId);
      expect(policy.title).toBe('Digital communications policy');
      expect(policy.intro).toContain(name);
      const text = policy.sections.flatMap((section) => section.paragraphs).join(' ');
      expect(text).toContain(`Call us at ${phone} (TTY 711)`);
      const headings = policy.sections.map((section) => section.heading);
      expect(headings).toContain('Your choices');
      const brandOnly = ['Medicare documents', 'Who sends these messages'];
      expect(headings.filter((heading) => brandOnly.includes(heading))).toEqual(own ? [own] : []);
    },
  );

  it.each(DOMAIN_IDS)('domain %s: the number is the one on its contact page', (domainId) => {
    const contactPhones = getContactBlocks(domainId).flatMap((block) => block.entries.map((e) => e.phone));
    const text = getDigitalCommunicationsPolicy(domainId)
      .sections.flatMap((section) => section.paragraphs)
      .join(' ');
    const [, phone] = /Call us at (\S+)/.exec(text) ?? [];
    expect(contactPhones).toContain(phone);
  });
});
