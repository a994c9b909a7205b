/** Generic validation messages, each overridable per field (document 1 §5). */
export const validationMessages = {
  required: (label: string) => `${label} is a required field`,
  invalid: (label: string) => `Invalid ${label}`,
  tooShort: (label: string) => `${label} is under the character minimum`,
  tooLong: (label: string) => `${label} exceeds the maximum number of characters`,
} as const;
