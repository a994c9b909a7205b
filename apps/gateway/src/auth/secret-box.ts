import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';

const VERSION = 'v1';
const IV_BYTES = 12;

/** account: a member's TOTP secret; outbox: a queued message's body, bound to its outbox row. */
export type SealedOwner = 'account' | 'outbox';

/**
 * AES-256-GCM for the secrets the gateway must read back (a member's TOTP secret, issue 15; decision
 * 017). The account id is the additional data, so a ciphertext copied onto another account's row
 * does not open. Stored as `v1.<iv>.<tag>.<ciphertext>`, base64url; the version names the scheme,
 * so the key can be rotated by re-encrypting under a new version later.
 */
export function createSecretBox(key: Uint8Array) {
  if (key.length !== 32) throw new Error('the MFA key must be 32 bytes');
  // What the ciphertext belongs to: an account's secret, or an outbox row's message (issue 36).
  const aad = (id: number, owner: SealedOwner) => Buffer.from(`${owner}:${id}`);
  return {
    seal(plaintext: string, accountId: number, owner: SealedOwner = 'account'): string {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      cipher.setAAD(aad(accountId, owner));
      const data = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
      const parts = [iv, cipher.getAuthTag(), data].map((part) => part.toString('base64url'));
      return [VERSION, ...parts].join('.');
    },

    /** The plaintext, or null for a ciphertext that is not ours (another key, another account, altered). */
    open(sealed: string, accountId: number, owner: SealedOwner = 'account'): string | null {
      const [version, iv, tag, data] = sealed.split('.');
      if (version !== VERSION || !iv || !tag || data === undefined) return null;
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
        decipher.setAAD(aad(accountId, owner));
        decipher.setAuthTag(Buffer.from(tag, 'base64url'));
        return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString(
          'utf8',
        );
      } catch {
        return null;
      }
    },

    /**
     * A keyed hash of a code (recovery or e-mailed) bound to its account: a copy of the database alone
     * cannot try the short codes offline.
     */
    hashCode(code: string, accountId: number): string {
      return createHmac('sha256', key).update(`${accountId}:${code}`).digest('hex');
    },
  };
}

export type SecretBox = ReturnType<typeof createSecretBox>;
