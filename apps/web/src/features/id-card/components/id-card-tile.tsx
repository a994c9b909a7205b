import { API_PATHS, type IdCardMember, type ProductCategory } from '@dash/domain/api';
import { useId, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { openResource } from '@/api/open-resource';
import { Alert } from '@/components/alert';
import { useCategoryName } from '@/components/category-name';
import { Select } from '@/components/select-field';
import { paths } from '@/config/paths';
import { HttpError } from '@/lib/http-error';
import { useEmailIdCard } from '../api/email-id-card';
import { useOrderIdCard } from '../api/order-id-card';
import { idCardTexts } from '../texts';

type Outcome = { readonly tone: 'success' | 'error'; readonly text: string } | null;

// Worded when it happens (event handlers), so the words are those of the language in use then. The
// card is queued: the member is told it is on its way; the page's latest e-mail says where it is.
function emailOutcome(sentTo: string): Outcome {
  return { tone: 'success', text: idCardTexts.t('queued', { email: sentTo }) };
}

function errorText(error: unknown): string {
  if (error instanceof HttpError && error.status === 409) return idCardTexts.t('noEmail');
  if (error instanceof HttpError && error.body?.message) return error.body.message;
  return idCardTexts.t('failed');
}

/** What came of the last e-mail or order, as a success or an error. */
function OutcomeAlert({ outcome }: { outcome: NonNullable<Outcome> }) {
  const t = idCardTexts.useTexts();
  return (
    <Alert
      alert={{
        type: outcome.tone,
        title: t(outcome.tone === 'success' ? 'done' : 'problem'),
        content: outcome.text,
        canDismiss: false,
      }}
    />
  );
}

/** One family member's card (document 2 §2 ID card area): view it, e-mail it, order it printed. */
export function IdCardTile({ member }: { member: IdCardMember }) {
  const t = idCardTexts.useTexts();
  const categoryName = useCategoryName();
  const navigate = useNavigate();
  const headingId = useId();
  const email = useEmailIdCard();
  const order = useOrderIdCard();
  const [category, setCategory] = useState<ProductCategory | ''>(member.categories[0] ?? '');
  const [outcome, setOutcome] = useState<Outcome>(null);
  const name = `${member.firstName} ${member.lastName}`;
  const hasCard = member.categories.length > 0;

  const handleEmail = () =>
    email.mutate(member.suffix, {
      onSuccess: (response) => setOutcome(emailOutcome(response.sentTo)),
      onError: (error) => setOutcome({ tone: 'error', text: errorText(error) }),
    });
  const handleOrder = () => {
    if (category === '') return;
    order.mutate(
      { suffix: member.suffix, category },
      {
        onSuccess: (text) => setOutcome({ tone: 'success', text }),
        onError: (error) => setOutcome({ tone: 'error', text: errorText(error) }),
      },
    );
  };

  return (
    <li className="card stack" aria-labelledby={headingId}>
      <h2 id={headingId}>
        {name}
        {member.self ? ` ${t('you')}` : ''}
      </h2>
      <p>{member.relationshipDescription}</p>
      {hasCard ? (
        <>
          <p>{member.categories.map((value) => categoryName(value)).join(', ')}</p>
          <div className="link-list link-list--inline">
            <button
              type="button"
              className="button button--primary"
              onClick={() => void openResource(`${API_PATHS.idCardView}?suffix=${member.suffix}`, navigate)}
            >
              {t('view')} <span className="visually-hidden">{t('nameOpensInNewTab', { name })}</span>
            </button>
            <Link className="button" to={paths.idCardViewOf(member.suffix)}>
              {t('viewPage')} <span className="visually-hidden">{name}</span>
            </Link>
            <button type="button" className="button" disabled={email.isPending} onClick={handleEmail}>
              {t('email')} <span className="visually-hidden">{name}</span>
            </button>
          </div>
          <Select
            label={t('orderCategory', { name })}
            options={member.categories.map((value) => ({ value, label: categoryName(value) }))}
            value={category}
            onChange={(event) => setCategory(event.target.value as ProductCategory)}
          />
          <div>
            <button type="button" className="button" disabled={order.isPending} onClick={handleOrder}>
              {t('orderSubmit')} <span className="visually-hidden">{name}</span>
            </button>
          </div>
        </>
      ) : (
        <p>{t('noCard')}</p>
      )}
      {outcome ? <OutcomeAlert outcome={outcome} /> : null}
    </li>
  );
}
