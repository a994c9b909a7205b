import type { PasswordAccountWords, PasswordJudgement } from '@dash/domain';
import type { PasswordSuggestion, PasswordWarning } from '@dash/domain/password-estimator';
import { useEffect, useState } from 'react';
import { passwordFeedbackTexts } from './texts';

type Judge = (password: string, words: PasswordAccountWords) => PasswordJudgement;

/**
 * The estimator and its dictionaries (~840 KB), a chunk of their own: imported once a member types a
 * new password, never by /login (issue 36; decision 020's budgets). Kept once loaded.
 */
let loading: Promise<Judge> | null = null;
export const loadPasswordJudge = (): Promise<Judge> => {
  loading ??= import('@dash/domain/password-estimator').then((module) => module.judgeNewPassword);
  return loading;
};

/** Judged once the member pauses: an estimate takes up to a few tens of milliseconds. */
const PAUSE_MS = 200;

/**
 * Why a new password is or is not accepted, as the member types it (issue 36): the same rule and
 * estimator the gateway applies (packages/domain), its feedback worded in the language in use. The
 * gateway still decides; if the estimator fails to load, the form works as before without this.
 */
export function PasswordFeedback({ password, words }: { password: string; words: PasswordAccountWords }) {
  const t = passwordFeedbackTexts.useTexts();
  const [judge, setJudge] = useState<Judge | null>(null);
  const [judgement, setJudgement] = useState<{ result: PasswordJudgement } | null>(null);

  // Loaded when the member starts typing, not with the page: most who open it never type, and on a
  // slow phone link its 840 KB held the page's own paint back by seconds (docs/performance.md).
  const typing = password !== '';
  useEffect(() => {
    if (!typing || judge) return;
    let live = true;
    loadPasswordJudge().then(
      (loaded) => live && setJudge(() => loaded),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [typing, judge]);

  const { username, firstName, lastName, email, brandName } = words;
  useEffect(() => {
    if (!judge || password === '') return;
    const timer = setTimeout(() => {
      const result = judge(password, { username, firstName, lastName, email, brandName });
      setJudgement({ result });
    }, PAUSE_MS);
    return () => clearTimeout(timer);
  }, [judge, password, username, firstName, lastName, email, brandName]);

  // The last judgement stays while the member types on: the next one follows the pause.
  const current = judgement?.result ?? null;
  return (
    <div className="password-feedback" aria-live="polite">
      {password === '' ? null : current === null ? (
        <p className="field__hint">{t('loading')}</p>
      ) : current.problem === null ? (
        <p className="password-feedback__verdict password-feedback__verdict--strong">{t('strong')}</p>
      ) : (
        <>
          <p className="password-feedback__verdict">
            {t('weak')}{' '}
            {current.problem === 'containsPersonalWords'
              ? t('personal')
              : current.estimate.warning
                ? t(`warning.${current.estimate.warning as PasswordWarning}`)
                : null}
          </p>
          {current.estimate.suggestions.length > 0 ? (
            <ul className="password-feedback__suggestions">
              {current.estimate.suggestions.map((key) => (
                <li key={key}>{t(`suggestion.${key as PasswordSuggestion}`)}</li>
              ))}
            </ul>
          ) : null}
        </>
      )}
    </div>
  );
}
