import { z } from 'zod';
import { REGISTRATION_QUESTION_COUNT } from '../registration/registration-rules';
import { REGISTRATION_MESSAGES as M } from '../registration/registration-texts';
import { SECURITY_QUESTIONS } from '../security/security-questions';
import {
  isValidIdentifier,
  isValidName,
  isValidPassword,
  isValidSecurityAnswer,
  isValidUsername,
  valuesMatch,
} from '../validation/validators';
import { IsoDate } from './primitives';

const QUESTION_IDS = SECURITY_QUESTIONS.map((question) => question.id);

/** Who the member is: the identifier on the card, the names and the date of birth (issue 14). */
export const RegistrationIdentity = z.object({
  identifier: z.string().trim().min(1, M.identifierRequired).refine(isValidIdentifier, M.identifierInvalid),
  firstName: z.string().trim().min(1, M.firstNameRequired).refine(isValidName, M.firstNameInvalid),
  lastName: z.string().trim().min(1, M.lastNameRequired).refine(isValidName, M.lastNameInvalid),
  dateOfBirth: z
    .string()
    .min(1, M.dateOfBirthRequired)
    .refine((value) => IsoDate.safeParse(value).success, M.dateOfBirthInvalid),
});
export type RegistrationIdentity = z.infer<typeof RegistrationIdentity>;

/** The first step's response: the identity matches a member who may register. */
export const RegistrationIdentityResponse = z.object({ verified: z.literal(true) });
export type RegistrationIdentityResponse = z.infer<typeof RegistrationIdentityResponse>;

export const SecurityAnswerInput = z.object({
  questionId: z
    .number()
    .int()
    .refine((id) => (QUESTION_IDS as readonly number[]).includes(id), M.questionRequired),
  answer: z.string().refine(isValidSecurityAnswer, M.answerInvalid(1)),
});

const credentials = {
  username: z.string().trim().min(1, M.usernameRequired).refine(isValidUsername, M.usernameInvalid),
  // Document 1 §5: 6-32 characters from letters, digits and @$!%*#?&^_+-=, with at least one digit.
  password: z.string().min(1, M.passwordRequired).refine(isValidPassword, M.passwordInvalid),
  email: z.string().trim().min(1, M.emailRequired).max(254, M.emailInvalid).pipe(z.email(M.emailInvalid)),
  securityAnswers: z
    .array(SecurityAnswerInput)
    .length(REGISTRATION_QUESTION_COUNT, M.questionRequired)
    .refine(
      (answers) => new Set(answers.map((a) => a.questionId)).size === answers.length,
      M.questionsDistinct,
    ),
};

/** POST account/registration (document 1 §7; body not shown there): the identity again, then the sign-in. */
export const RegistrationRequest = RegistrationIdentity.extend(credentials);
export type RegistrationRequest = z.infer<typeof RegistrationRequest>;

export const RegistrationResponse = z.object({ username: z.string() });
export type RegistrationResponse = z.infer<typeof RegistrationResponse>;

/** GET account/registration/details (document 1 §7, "optional params"): what the form offers. */
export const RegistrationDetails = z.object({
  securityQuestions: z.array(z.object({ id: z.number().int(), text: z.string() })),
  questionCount: z.number().int(),
  minimumAge: z.number().int(),
});
export type RegistrationDetails = z.infer<typeof RegistrationDetails>;

/** The second step's form: the request's sign-in part plus the password confirmation (error mismatch). */
export const RegistrationCredentialsForm = z
  .object({
    username: credentials.username,
    password: credentials.password,
    confirmPassword: z.string().min(1, M.confirmRequired),
    email: credentials.email,
    question1: z.coerce.number().int().min(1, M.questionRequired),
    answer1: z.string().min(1, M.answerRequired(1)).refine(isValidSecurityAnswer, M.answerInvalid(1)),
    question2: z.coerce.number().int().min(1, M.questionRequired),
    answer2: z.string().min(1, M.answerRequired(2)).refine(isValidSecurityAnswer, M.answerInvalid(2)),
  })
  .refine((form) => valuesMatch(form.password, form.confirmPassword), {
    message: M.mismatch,
    path: ['confirmPassword'],
  })
  .refine((form) => form.question1 !== form.question2, {
    message: M.questionsDistinct,
    path: ['question2'],
  });
export type RegistrationCredentialsForm = z.infer<typeof RegistrationCredentialsForm>;
