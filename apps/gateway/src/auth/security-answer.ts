import { normalizeSecurityAnswer } from '@dash/domain';
import { hashPassword, verifyPassword } from './password';

/**
 * Security answers are secrets like passwords (argon2id), hashed in their normalised form so that
 * ' portland ' and 'Portland' are the same answer (personas.md).
 */
export function hashSecurityAnswer(answer: string): Promise<string> {
  return hashPassword(normalizeSecurityAnswer(answer));
}

export function verifySecurityAnswer(answerHash: string, answer: string): Promise<boolean> {
  return verifyPassword(answerHash, normalizeSecurityAnswer(answer));
}
