import { describe, expect, it } from 'vitest';
import {
  getBrand,
  isValidPassword,
  judgePassword,
  MIN_PASSWORD_SCORE,
  PASSWORD_STRENGTH_MESSAGES,
  type PasswordAccountWords,
  type PasswordEstimator,
  type PasswordStrengthProblem,
  passwordUserInputs,
  personalWords,
} from '../src';
import { judgeNewPassword } from '../src/password/password-estimator';

/** alex as the seed has him: a member of the main brand. */
const ALEX: PasswordAccountWords = {
  username: 'alex',
  firstName: 'Alex',
  lastName: 'Rivera',
  email: 'alex.rivera@example.com',
  brandName: getBrand(1).name,
};

describe('new passwords judged against leaked-password patterns (issue 36, decision 037)', () => {
  // Every one meets document 1 §5's composition rule, and follows a pattern a guesser tries early.
  const refused: readonly [password: string, pattern: string, expected: PasswordStrengthProblem][] = [
    ['Password123!', 'word + 123 + symbol', 'guessable'],
    ['Qwerty123!', 'keyboard row + 123', 'guessable'],
    ['Welcome2026!', 'word + year (the personas’ own)', 'guessable'],
    ['Summer2024!', 'season + year', 'guessable'],
    ['Winter2025!', 'season + year', 'guessable'],
    ['December2024!', 'month + year', 'guessable'],
    ['Portland2027!', 'city + year', 'guessable'],
    ['Seattle2025!', 'city + year', 'guessable'],
    ['Chicago123!', 'city + 123', 'guessable'],
    ['Fresh2027!', 'word + year', 'guessable'],
    ['Monkey123!', 'common password + 123', 'guessable'],
    ['Dragon2025!', 'common password + year', 'guessable'],
    ['Sunshine2024!', 'common password + year', 'guessable'],
    ['Iloveyou123!', 'phrase + 123', 'guessable'],
    ['Jessica1990!', 'first name + birth year', 'guessable'],
    ['Michael1985!', 'first name + birth year', 'guessable'],
    ['Mustang1969!', 'car + year', 'guessable'],
    ['Yankees2024!', 'team + year', 'guessable'],
    ['Soccer2026!', 'sport + year', 'guessable'],
    ['Baseball!2024', 'word + symbol + year', 'guessable'],
    ['Welcome@2026', 'word + symbol + year', 'guessable'],
    ['Spring=2025', 'season + symbol + year', 'guessable'],
    ['Summer-2024!', 'separated: seen without its symbols', 'guessable'],
    ['Welcome-2026!', 'separated: seen without its symbols', 'guessable'],
    ['P@ssw0rd1', 'l33t spelling', 'guessable'],
    ['Passw0rd!', 'l33t spelling', 'guessable'],
    ['Qwertyuiop1!', 'keyboard row', 'guessable'],
    ['1qaz2wsx!', 'keyboard columns', 'guessable'],
    ['Zaq12wsx!', 'keyboard columns', 'guessable'],
    ['Asdfghjkl1!', 'keyboard row', 'guessable'],
    ['Zxcvbnm123!', 'keyboard row + 123', 'guessable'],
    ['1q2w3e4r5t!', 'keyboard zig-zag', 'guessable'],
    ['Qwerty-123456!', 'keyboard row, separated', 'guessable'],
    ['Evergreen2026!', 'the brand’s name + year', 'guessable'],
    ['Evergreen-2026!', 'the brand’s name, separated', 'guessable'],
    ['Alex-Rivera-2026', 'the member’s own name', 'containsPersonalWords'],
    ['AlexRivera2026!', 'the member’s own name', 'containsPersonalWords'],
    ['Rivera1985!', 'the member’s last name + year', 'containsPersonalWords'],
    ['Rivera-Alex-26', 'the member’s name, reversed', 'containsPersonalWords'],
    ['my-ALEX-2027', 'the username', 'containsPersonalWords'],
  ];

  it.each(refused)('%s (%s) is refused: %s', (password, _pattern, expected) => {
    expect(isValidPassword(password)).toBe(true);
    const { problem, estimate } = judgeNewPassword(password, ALEX);
    expect(problem).toBe(expected);
    expect(PASSWORD_STRENGTH_MESSAGES[problem ?? expected]).toMatch(/username|easy to guess/);
    if (expected === 'guessable') expect(estimate.score).toBeLessThan(MIN_PASSWORD_SCORE);
  });

  it('has at least 30 of them', () => expect(refused.length).toBeGreaterThanOrEqual(30));

  const accepted: readonly string[] = [
    'maple-orbit-canyon-7',
    'Tundra7-velvet-harbor',
    'velvet#Quarry9#lantern',
    'copper-Fjord-28-mosaic',
    'Glacier_pivot_9_saffron',
    'plum!anvil!Orchard!42',
    'zebra-cobalt-7-thimble',
    'Marble4=Sprout=Kettle',
    'Lantern9-Walrus-Fig',
    'Orbit+Cactus+Ferry+5',
    'Newport-Lighthouse-1',
    'k8#Tq2mZx9q',
  ];
  it.each(accepted)('%s, a passphrase that meets the rule, is accepted', (password) => {
    expect(isValidPassword(password)).toBe(true);
    expect(judgeNewPassword(password, ALEX)).toMatchObject({ problem: null, estimate: { score: 4 } });
  });

  it('says what to look at as the member types: the estimator’s warning and suggestions, as keys', () => {
    expect(judgeNewPassword('Qwertyuiop1!', ALEX).estimate).toMatchObject({
      warning: expect.any(String),
      suggestions: expect.arrayContaining(['anotherWord']),
    });
  });
});

describe('the rule around the estimator', () => {
  const scores =
    (table: Record<string, number>): PasswordEstimator =>
    (password) => ({ score: table[password] ?? 0, warning: null, suggestions: [] });

  it('needs score 4 as typed and 3 without its symbols', () => {
    expect(judgePassword('Ab-cd-1', ALEX, scores({ 'Ab-cd-1': 4, Abcd1: 3 })).problem).toBeNull();
    expect(judgePassword('Ab-cd-1', ALEX, scores({ 'Ab-cd-1': 4, Abcd1: 2 })).problem).toBe('guessable');
    expect(judgePassword('Ab-cd-1', ALEX, scores({ 'Ab-cd-1': 3, Abcd1: 4 })).problem).toBe('guessable');
  });

  it('names the member’s own words first, however strong the rest', () => {
    expect(judgePassword('Rivera-9', ALEX, scores({ 'Rivera-9': 4, Rivera9: 4 })).problem).toBe(
      'containsPersonalWords',
    );
  });

  it('takes the username, names and e-mail pieces of four letters or more; the brand goes to the estimator', () => {
    expect(
      personalWords({ username: 'Pat', firstName: 'Pat', lastName: 'Lee', email: 'pat.lee@x.org' }),
    ).toEqual(['pat']);
    expect(personalWords(ALEX)).toEqual(['alex', 'rivera']);
    expect(passwordUserInputs(ALEX)).toEqual(
      expect.arrayContaining(['alex', 'rivera', 'alex.rivera', 'evergreen', 'health', 'dental']),
    );
  });
});
