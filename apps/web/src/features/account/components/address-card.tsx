import {
  ADDRESS_MAX_LENGTHS,
  ADDRESS_SAVED_TOAST,
  type AddressField,
  type AddressFieldErrors,
  type AddressInput,
  toAddressInput,
  validateAddress,
} from '@dash/domain';
import type { Address, AddressResponse } from '@dash/domain/api';
import { type FormEvent, useState, useTransition } from 'react';
import { EditInPlaceCard } from '@/components/edit-in-place-card';
import { ErrorNotice } from '@/components/error-notice';
import { Spinner } from '@/components/spinner';
import { TextField } from '@/components/text-field';
import { saveUnlessStale, useEditInPlaceSave } from '@/lib/edit-in-place-save';
import { HttpError } from '@/lib/http-error';
import { addressQueryOptions, useAddress } from '../api/get-address';
import { updateAddress } from '../api/update-address';
import { accountTexts } from '../texts';
import { CardSkeleton } from './account-skeleton';

const FIELD_AUTOCOMPLETE: Readonly<Record<AddressField, string>> = {
  addressLine1: 'address-line1',
  addressLine2: 'address-line2',
  city: 'address-level2',
  state: 'address-level1',
  zipCode: 'postal-code',
  phoneNumber: 'tel',
};

/**
 * The family address on the edit-in-place card (document 1 §4; issue 13): the subscriber edits it,
 * dependents read it. A save from a stale version is refused by the gateway (409); the card then
 * shows the current address and says that it changed (decision 012).
 */
export function AddressCard() {
  const t = accountTexts.useTexts();
  const address = useAddress();
  const save = useEditInPlaceSave<AddressResponse>({
    queryKey: addressQueryOptions().queryKey,
    toast: { ...ADDRESS_SAVED_TOAST, message: t('addressSaved') },
    staleNotice: t('staleData'),
    alsoRefresh: ['account'],
  });
  if (address.isError) return null; // The global handling shows the error page (document 1 §8).
  if (address.isPending) return <CardSkeleton lines={3} />;
  const { data } = address;

  return (
    <div className="stack">
      <ErrorNotice message={save.notice} />
      {/* A new version (saved here or elsewhere) starts the card again, in display mode. */}
      <EditInPlaceCard
        key={data.version}
        title={t('address')}
        readOnly={!data.canEdit}
        display={<AddressDisplay address={data.address} canEdit={data.canEdit} />}
        edit={<AddressForm current={data} onSaved={save.onSaved} onStale={save.onStale} />}
        onModeChange={save.clearNotice}
      />
    </div>
  );
}

function AddressDisplay({ address, canEdit }: { address: Address | null; canEdit: boolean }) {
  const t = accountTexts.useTexts();
  return (
    <div className="stack">
      {address ? (
        <address className="account-address">
          <span className="account-address__line">{address.addressLine1}</span>
          {address.addressLine2 ? (
            <span className="account-address__line">{address.addressLine2}</span>
          ) : null}
          <span className="account-address__line">
            {address.city}, {address.state} {address.zipCode}
          </span>
          {address.phoneNumber ? (
            <span className="account-address__line">
              {t('phoneLine', { phoneNumber: address.phoneNumber })}
            </span>
          ) : null}
        </address>
      ) : (
        <p>{t('noAddress')}</p>
      )}
      {canEdit ? null : <p className="field__hint">{t('addressReadOnly')}</p>}
    </div>
  );
}

function AddressForm({
  current,
  onSaved,
  onStale,
}: {
  current: AddressResponse;
  onSaved: (saved: AddressResponse) => void;
  onStale: () => Promise<void>;
}) {
  const t = accountTexts.useTexts();
  const [values, setValues] = useState<AddressInput>(() => toAddressInput(current.address));
  const [errors, setErrors] = useState<AddressFieldErrors>({});
  const [failed, setFailed] = useState(false);
  const [isPending, startTransition] = useTransition();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // A value left as loaded is sent back and accepted, whatever rule it met when it was stored (issue 36 §2).
    const found = validateAddress(values, current.address);
    setErrors(found);
    setFailed(false);
    if (Object.keys(found).length > 0) return;
    startTransition(async () => {
      await saveUnlessStale(() => updateAddress({ ...values, version: current.version }), {
        onSaved,
        onStale,
        onFailed: (error) => {
          const fieldErrors = error instanceof HttpError ? error.body?.fieldErrors : undefined;
          if (error instanceof HttpError && error.status === 400 && fieldErrors) {
            setErrors(
              Object.fromEntries(Object.entries(fieldErrors).map(([field, list]) => [field, list[0]])),
            );
            return;
          }
          setFailed(true);
        },
      });
    });
  };

  const field = (name: AddressField, required: boolean) => (
    <TextField
      key={name}
      label={t(name)}
      name={name}
      required={required}
      autoComplete={FIELD_AUTOCOMPLETE[name]}
      maxLength={ADDRESS_MAX_LENGTHS[name] + (name === 'zipCode' || name === 'phoneNumber' ? 5 : 0)}
      inputMode={name === 'zipCode' || name === 'phoneNumber' ? 'tel' : undefined}
      value={values[name]}
      error={errors[name]}
      onChange={(event) => setValues((before) => ({ ...before, [name]: event.target.value }))}
    />
  );

  return (
    <form className="stack" noValidate onSubmit={submit} aria-busy={isPending}>
      <ErrorNotice message={failed ? t('saveFailed') : null} />
      {field('addressLine1', true)}
      {field('addressLine2', false)}
      {field('city', true)}
      {field('state', true)}
      {field('zipCode', true)}
      {field('phoneNumber', false)}
      <button className="button button--primary" type="submit" disabled={isPending}>
        {t('save')}
      </button>
      {isPending ? <Spinner label={t('saving')} /> : null}
    </form>
  );
}
