import { describe, expect, it } from 'vitest';
import {
  BIRTH_CITY_QUESTION_ID,
  normalizeSecurityAnswer,
  SECURITY_QUESTIONS,
} from '../src/security/security-questions';

describe('normalizeSecurityAnswer (personas.md: without regard to case or surrounding spaces)', () => {
  it.each([
    ['Portland', 'portland'],
    ['PORTLAND', 'portland'],
    ['  Portland  ', 'portland'],
    ['\tportland\n', 'portland'],
    ['New  York', 'new york'],
    ['Ｐｏｒｔｌａｎｄ', 'portland'],
    ['São Paulo', 'são paulo'],
  ])('%j → %j', (answer, normalized) => {
    expect(normalizeSecurityAnswer(answer)).toBe(normalized);
  });

  it.each([
    ['Portland', 'Portland, OR'],
    ['Portland', 'Port land'],
    ['Portland', 'Portlands'],
  ])('%j and %j stay different answers', (a, b) => {
    expect(normalizeSecurityAnswer(a)).not.toBe(normalizeSecurityAnswer(b));
  });
});

describe('SECURITY_QUESTIONS', () => {
  it('holds the personas’ question, with unique ids and texts', () => {
    expect(SECURITY_QUESTIONS.find((q) => q.id === BIRTH_CITY_QUESTION_ID)?.text).toBe(
      'In what city were you born?',
    );
    expect(new Set(SECURITY_QUESTIONS.map((q) => q.id)).size).toBe(SECURITY_QUESTIONS.length);
    expect(new Set(SECURITY_QUESTIONS.map((q) => q.text)).size).toBe(SECURITY_QUESTIONS.length);
  });
});
