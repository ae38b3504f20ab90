import { useUnit } from 'effector-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { LANGUAGE_TAGS } from '../../../contract/constants';
import { MAX_ADDRESSES, SHIPPING_COUNTRIES } from '../../../contract/account-paths';
import {
  $addressEditing,
  $addressFailure,
  $addressFieldErrors,
  $addresses,
  $addressesStatus,
  $addressSaving,
  addressDefaultChosen,
  addressDeleteConfirmed,
  addressesRequested,
  addressFormClosed,
  addressFormOpened,
  addressSubmitted,
} from '../../../features/addresses';
import { AddressCard } from '../../../ui/AddressCard';
import { AddressForm } from '../../../ui/AddressForm';
import { Button } from '../../../ui/Button';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { EmptyState } from '../../../ui/EmptyState';
import { Heading } from '../../../ui/Heading';
import { Text } from '../../../ui/Text';
import { VisuallyHidden } from '../../../ui/VisuallyHidden';
import { useTranslation } from '../../i18n/react';
import { useLocale } from '../../i18n/useLocale';
import { href } from '../../routes/href';
import { buildAddressCardLabels, buildAddressDeleteLabels, buildAddressFormErrors, buildAddressFormLabels } from '../../shell/addressesLabels';
import { addressFormValuesOf, addressInputOf, addressServerErrors, validateAddressForm } from './addressForm';
import * as styles from './AccountPages.css';
import * as own from './AddressesPage.css';

/**
 * /account/addresses: the saved addresses (defaults first) as cards with their default badges; add one,
 * edit one (one form open at a time), make one the default delivery or billing address, delete one after
 * confirming. The list is read on every visit; a failed read says so with a retry.
 */
export default function AddressesPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const languageTag = LANGUAGE_TAGS[locale];
  const [addresses, status, editing, fieldErrors, failure, saving] = useUnit([$addresses, $addressesStatus, $addressEditing, $addressFieldErrors, $addressFailure, $addressSaving]);
  const events = useUnit({
    requested: addressesRequested,
    open: addressFormOpened,
    close: addressFormClosed,
    submit: addressSubmitted,
    remove: addressDeleteConfirmed,
    makeDefault: addressDefaultChosen,
  });
  const [deleting, setDeleting] = useState<string | null>(null);
  const cardLabels = useMemo(() => buildAddressCardLabels(t, languageTag), [t, languageTag]);
  const formLabels = useMemo(() => buildAddressFormLabels(t), [t]);
  const deleteLabels = useMemo(() => buildAddressDeleteLabels(t), [t]);
  const errorTexts = useMemo(() => buildAddressFormErrors(t), [t]);
  useEffect(() => {
    events.requested();
    return () => events.close();
  }, [events]);

  // A form that closes takes the focus with it; it goes back to what the form was about: the card edited at once;
  // after a new one, the add button, then the card added if the next list has one (a new address given up leaves
  // the focus on the add button).
  const pageRef = useRef<HTMLDivElement>(null);
  const awaitingAdded = useRef<readonly { uuid: string }[] | null>(null);
  const lastEditing = useRef(editing);
  useEffect(() => {
    const closed = lastEditing.current;
    lastEditing.current = editing;
    const focusTitle = (uuid: string) => {
      const title = pageRef.current?.querySelector<HTMLElement>(`[data-address="${uuid}"] :is(h2, h3)`);
      if (!title) return;
      title.tabIndex = -1;
      title.focus();
    };
    if (editing !== null) {
      awaitingAdded.current = null;
    } else if (closed !== null && closed !== 'new') {
      focusTitle(closed);
    } else if (closed === 'new') {
      awaitingAdded.current = addresses;
      const add = t('account.addresses.add');
      [...(pageRef.current?.querySelectorAll<HTMLButtonElement>('button') ?? [])].find((button) => button.textContent?.trim() === add)?.focus();
    } else if (awaitingAdded.current && awaitingAdded.current !== addresses) {
      const known = awaitingAdded.current;
      awaitingAdded.current = null;
      const added = addresses.find((address) => !known.some((old) => old.uuid === address.uuid));
      if (added) focusTitle(added.uuid);
    }
  }, [editing, addresses, t]);

  const edited = editing && editing !== 'new' ? addresses.find((address) => address.uuid === editing) : undefined;
  const formMessage =
    failure === 'save' || failure === 'tooMany'
      ? { title: t('account.addresses.errors.title'), description: failure === 'save' ? t('account.addresses.errors.save') : t('account.addresses.errors.tooMany', { max: MAX_ADDRESSES }) }
      : null;
  const listMessage = failure === 'delete' || failure === 'default' ? t(`account.addresses.errors.${failure}`) : null;
  const form = editing !== null && (
    <AddressForm
      key={editing}
      mode={editing === 'new' ? 'new' : 'edit'}
      values={edited ? addressFormValuesOf(edited) : undefined}
      countries={SHIPPING_COUNTRIES}
      errors={addressServerErrors(fieldErrors, errorTexts)}
      message={formMessage}
      saving={saving}
      validate={(values) => validateAddressForm(values, errorTexts)}
      onSubmit={(values) => events.submit(addressInputOf(values))}
      onCancel={() => events.close()}
      languageTag={languageTag}
      labels={formLabels}
    />
  );

  return (
    <div ref={pageRef} className={styles.page}>
      <div className={own.header}>
        <Heading level={1}>{t('account.nav.addresses')}</Heading>
        {editing === null && status === 'ready' && addresses.length > 0 && addresses.length < MAX_ADDRESSES && (
          <Button variant="secondary" icon="plus" onClick={() => events.open(null)}>
            {t('account.addresses.add')}
          </Button>
        )}
      </div>
      {listMessage && (
        <p role="alert">
          <Text as="span" tone="critical">
            {listMessage}
          </Text>
        </p>
      )}
      {editing === 'new' && form}
      {status === 'failed' ? (
        <div role="alert" className={styles.page}>
          <Text tone="critical">{t('account.addresses.errors.load')}</Text>
          <div>
            <Button variant="secondary" onClick={() => events.requested()}>
              {t('account.addresses.retry')}
            </Button>
          </div>
        </div>
      ) : status !== 'ready' ? (
        <div aria-busy="true">
          <VisuallyHidden>{t('account.loading')}</VisuallyHidden>
        </div>
      ) : addresses.length === 0 ? (
        editing === null && (
          <>
            <EmptyState icon="home" title={t('account.empty.addresses.title')} text={t('account.empty.addresses.text')} action={{ label: t('account.empty.addresses.action'), href: href('home', {}, locale) }} />
            <div>
              <Button variant="primary" icon="plus" onClick={() => events.open(null)}>
                {t('account.addresses.add')}
              </Button>
            </div>
          </>
        )
      ) : (
        <ul className={own.list} aria-label={t('account.nav.addresses')}>
          {addresses.map((address) => (
            <li key={address.uuid} data-address={address.uuid}>
              {editing === address.uuid ? (
                form
              ) : (
                <AddressCard
                  address={address}
                  onEdit={() => events.open(address.uuid)}
                  onDelete={() => setDeleting(address.uuid)}
                  onMakeDefault={(kind) => events.makeDefault({ uuid: address.uuid, kind })}
                  labels={cardLabels}
                />
              )}
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={deleting !== null}
        destructive
        labels={deleteLabels}
        onConfirm={() => {
          if (deleting) events.remove(deleting);
          setDeleting(null);
        }}
        onCancel={() => setDeleting(null)}
      />
    </div>
  );
}
