import { getRemarkText, MEMBER_SHARE_KINDS } from '@dash/domain';
import type { ClaimServiceLine } from '@dash/domain/api';
import { useFormat } from '@/lib/i18n/use-format';
import { claimsTexts } from '../texts';

/** How a line's share arose, as facts after "You owe" (issue 36 §7): only the parts it has. */
export function useShareFacts(line: ClaimServiceLine | null): [string, string][] {
  const t = claimsTexts.useTexts();
  const format = useFormat();
  if (!line) return [];
  return MEMBER_SHARE_KINDS.filter((kind) => line[kind] > 0).map((kind) => [
    t(kind),
    format.money(line[kind]),
  ]);
}

/** Each reason code of a line with its plain-language text and, for a denial, the plan provision. */
export function LineReasons({ line }: { line: ClaimServiceLine }) {
  const t = claimsTexts.useTexts();
  const { locale } = useFormat();
  if (line.remarkCodes.length === 0) return null;
  return (
    <ul className="claim-reasons">
      {line.remarkCodes.map((code) => {
        const remark = getRemarkText(code, locale);
        return (
          <li key={code}>
            <p>
              <strong>{t('reasonCode', { code })}:</strong> {remark.reason}
            </p>
            {'provision' in remark && remark.provision ? (
              <p>
                {t('provision')}: {remark.provision}
              </p>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
