import { isLoginAsRole } from '@dash/domain';
import { MailKind, type StaffOutbox, type StaffOutboxQuery } from '@dash/domain/api';
import type { AuthContext } from '../../auth/auth-context';
import { ForbiddenError } from '../../errors';
import type { OutboxRepository } from '../../repositories/outbox-repository';
import type { SignInRepository } from '../../repositories/sign-in-repository';

export const OUTBOX_READ_ACTION = 'outbox-read';

/**
 * GET staff/outbox (issue 36 point 3): support staff read their brand's messages, above all the
 * failed ones, to tell a member what happened; audited with who read which list. Staff only, with
 * their own staff token (as POST staff/unlock-account), never a member's or a login-as session.
 */
export function createStaffOutboxService(deps: {
  readonly outbox: OutboxRepository;
  readonly audit: SignInRepository['audit'];
}) {
  return async function listOutbox(
    query: StaffOutboxQuery,
    { claims, session }: AuthContext,
    clientAddress: string | null,
  ): Promise<StaffOutbox> {
    if (!isLoginAsRole(claims.role) || session.issuedByRole !== null) {
      throw new ForbiddenError('signIn.outboxStaffOnly');
    }
    const rows = await deps.outbox.listOutbox({
      domainId: claims.domainId,
      ...(query.status ? { status: query.status } : {}),
      limit: query.limit ?? 50,
    });
    await deps.audit({
      action: OUTBOX_READ_ACTION,
      actorAccountId: session.accountId,
      targetMemberKey: null,
      clientAddress,
      detail: { domainId: claims.domainId, status: query.status ?? null, rows: rows.length },
    });
    return {
      messages: rows.flatMap((row) => {
        const kind = MailKind.safeParse(row.kind);
        if (!kind.success) return [];
        return [
          {
            outboxId: row.outboxId,
            kind: kind.data,
            memberKey: row.memberKey,
            recipient: row.recipient,
            subject: row.subject,
            status: row.status,
            attempts: row.attempts,
            error: row.error,
            createdAt: row.createdAt.toISOString(),
            sentAt: row.sentAt?.toISOString() ?? null,
          },
        ];
      }),
    };
  };
}
