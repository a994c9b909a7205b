import type { ClaimNotice } from '@dash/domain/api';
import { useFormat } from '@/lib/i18n/use-format';
import { claimsTexts } from '../texts';

const DAY_MS = 86_400_000;

/**
 * What a member needs to act on a claim decision (issue 36 §7): for a denied or partly paid claim,
 * how and by when to appeal and where to write; for any processed claim, whom to call.
 */
export function ClaimNoticeSection({ notice }: { notice: ClaimNotice }) {
  const t = claimsTexts.useTexts();
  const format = useFormat();
  const days = Math.round((Date.parse(notice.appealBy) - Date.parse(notice.noticeDate)) / DAY_MS);
  const phone = <a href={`tel:${notice.memberServicesPhone}`}>{notice.memberServicesPhone}</a>;
  const [before, after] = t('callMemberServices', { phone: '\u0000' }).split('\u0000');
  return (
    <>
      {notice.adverse ? (
        <section className="card claim-card" aria-labelledby="claim-appeal">
          <h2 id="claim-appeal">{t('appealTitle')}</h2>
          <p>{t('appealBy', { date: format.date(notice.appealBy), days })}</p>
          <p>{t('appealHow')}</p>
          <h3>{t('appealsAddress')}</h3>
          <address>
            {notice.appealsAddress.map((line) => (
              <span key={line} className="claim-address-line">
                {line}
              </span>
            ))}
          </address>
        </section>
      ) : null}
      <section className="card claim-card" aria-labelledby="claim-questions">
        <h2 id="claim-questions">{t('questionsTitle')}</h2>
        <p>
          {before}
          {phone}
          {after}
        </p>
      </section>
    </>
  );
}
