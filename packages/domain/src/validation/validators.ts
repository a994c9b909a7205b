/** Shared field validators (document 1 §5). Each returns true when the value is acceptable. */

const PASSWORD = /^(?=.*\d)[A-Za-z\d@$!%*#?&^_+\-=]{6,32}$/;
const NAME = /^[A-Za-z'`,-][A-Za-z'`,\s.-]*$/;
const USERNAME = /^[A-Za-z\d]{3,16}$/;
/** "Letters, digits, symbols and space": a space, not any white space (issue 36: no tab, newline or no-break space). */
const SECURITY_ANSWER = /^[A-Za-z\d !-/:-@[-`{-~]{3,30}$/;
const IDENTIFIER = /^[A-Za-z\d]{9,10}$/;

export const isValidPassword = (value: string): boolean => PASSWORD.test(value);
export const isValidName = (value: string): boolean => value.length <= 30 && NAME.test(value);
export const isValidUsername = (value: string): boolean => USERNAME.test(value);
export const isValidText = (value: string): boolean => value.length >= 3 && value.length <= 30;
export const isValidSecurityAnswer = (value: string): boolean => SECURITY_ANSWER.test(value);
export const isValidIdentifier = (value: string): boolean => IDENTIFIER.test(value);
export const valuesMatch = (a: string, b: string): boolean => a === b;

// The date-range rule (document 1 §5: end after start; the variant with the start no earlier than two
// years ago at midnight) is benefits/date-range.ts validateDayRange, one implementation on plan days.
