import {
  regexRule,
  requiredRule,
  TIME_ZONES,
  UK_POSTCODE_PATTERN,
  UK_REGIONS,
  US_STATES,
  usPostalCodeRule,
  type Address,
  type Member,
  type MemberPatchRequest,
} from '@scanwise/core';
import { useState, type FormEvent, type ReactElement } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { Link } from 'react-router-dom';
import { TOKENS } from '../../composition/tokens';
import { useService } from '../../composition/useService';
import { Button } from '../../design/components/Button/Button';
import { Card } from '../../design/components/Card/Card';
import { Select, type SelectOption } from '../../design/components/Select/Select';
import { TextField } from '../../design/components/TextField/TextField';
import { CheckboxField } from './shared/CheckboxField';
import { apiErrorKey, firstError, PHONE_RULES } from './shared/forms';
import { PhoneField } from './shared/PhoneField';
import { FormMessage } from './shared/PublicPage';
import { useFormFields } from './shared/useFormFields';
import styles from './AccountScreen.module.css';

interface AccountValues {
  phone: string;
  line1: string;
  line2: string;
  city: string;
  state: string;
  postalCode: string;
  timeZone: string;
  optInEmail: boolean;
  optInPhone: boolean;
}
type TextFieldName = 'phone' | 'line1' | 'line2' | 'city' | 'state' | 'postalCode' | 'timeZone';

const REQUIRED = [requiredRule()];
const US_STATE_OPTIONS: SelectOption[] = Object.entries(US_STATES).map(([id, label]) => ({
  id,
  label,
}));
const UK_REGION_OPTIONS: SelectOption[] = Object.entries(UK_REGIONS).map(([id, label]) => ({
  id,
  label,
}));

const valuesOf = (member: Member): AccountValues => ({
  phone: member.phoneNumber ?? '',
  line1: member.address?.line1 ?? '',
  line2: member.address?.line2 ?? '',
  city: member.address?.city ?? '',
  state: member.address?.state ?? '',
  postalCode: member.address?.postalCode ?? '',
  timeZone: member.timeZone,
  optInEmail: member.optInEmailNotifications,
  optInPhone: member.optInPhoneNotifications,
});

export interface AccountFormProps {
  readonly member: Member;
}

/**
 * The Account form: profile (name and e-mail, read-only), phone, address (US states or UK regions
 * from core's tables, by the address's country or the member's), notification opt-ins, time zone
 * (core's table) and the way to a new password (the forgot-password flow: the platform has no
 * signed-in password call). Saved with `updateMember` (PATCH members); messages of spec 5 on
 * blur and change; typed values stay on a failure; a save is announced (role=status).
 */
export function AccountForm({ member }: AccountFormProps): ReactElement {
  const { t } = useTranslation();
  const memberApi = useService(TOKENS.memberApi);
  const rootSession = useService(TOKENS.rootSession);
  const logger = useService(TOKENS.logger);
  const [saved, setSaved] = useState<Member>(member);
  const [outcome, setOutcome] = useState<
    { tone: 'success' | 'error'; message: string } | undefined
  >();
  const [pending, setPending] = useState(false);

  const country = saved.address?.country ?? saved.country;
  const us = country === 'US';
  const labels: Record<TextFieldName, string> = {
    phone: t('account.common.phone'),
    line1: t('account.account.line1'),
    line2: t('account.account.line2'),
    city: t('account.account.city'),
    state: us ? t('account.account.stateUS') : t('account.account.stateGB'),
    postalCode: us ? t('account.account.postalCodeUS') : t('account.account.postalCodeGB'),
    timeZone: t('account.account.timeZone'),
  };
  const addressFilled = (all: AccountValues): boolean =>
    [all.line1, all.line2, all.city, all.state, all.postalCode].some((v) => v.trim() !== '');
  // An address on file cannot be removed (PATCH takes a whole address); a new one is all or nothing.
  const addressRequired = (all: AccountValues): boolean =>
    saved.address != null || addressFilled(all);

  const check = (field: TextFieldName, all: AccountValues): string | undefined => {
    const value = all[field].trim();
    switch (field) {
      case 'phone':
        return firstError(value, PHONE_RULES, labels.phone);
      case 'line2':
        return undefined;
      case 'line1':
      case 'city':
      case 'state':
        return addressRequired(all) ? firstError(value, REQUIRED, labels[field]) : undefined;
      case 'postalCode': {
        const format = us ? usPostalCodeRule() : regexRule(UK_POSTCODE_PATTERN);
        const rules = addressRequired(all) ? [requiredRule(), format] : [format];
        return firstError(value, rules, labels.postalCode);
      }
      case 'timeZone':
        return firstError(value, REQUIRED, labels.timeZone);
    }
  };
  const { values, setValues, errors, formRef, bindText, change, validateAll } = useFormFields<
    AccountValues,
    TextFieldName
  >({
    initialValues: () => valuesOf(member),
    fields: Object.keys(labels) as TextFieldName[],
    check,
  });

  const submit = async (event: FormEvent<HTMLFormElement>): Promise<void> => {
    event.preventDefault();
    setOutcome(undefined);
    if (!validateAll()) return;
    const patch: { -readonly [K in keyof MemberPatchRequest]: MemberPatchRequest[K] } = {
      phoneNumber: values.phone.trim(),
      timeZone: values.timeZone,
      optInEmailNotifications: values.optInEmail,
      optInPhoneNotifications: values.optInPhone,
    };
    if (addressRequired(values)) {
      const address: Address = {
        line1: values.line1.trim(),
        line2: values.line2.trim() === '' ? null : values.line2.trim(),
        city: values.city.trim(),
        state: values.state,
        postalCode: us ? values.postalCode.trim() : values.postalCode.trim().toUpperCase(),
        country,
      };
      patch.address = address;
    }
    setPending(true);
    const result = await memberApi.updateMember(patch);
    setPending(false);
    if (result.success) {
      setSaved(result.data);
      rootSession.setMember(result.data);
      setOutcome({ tone: 'success', message: t('account.account.saved') });
    } else {
      logger.warn('Account: the changes were not saved', { messageKey: result.error.messageKey });
      setOutcome({
        tone: 'error',
        message: `${t('account.account.saveFailed')} ${t(apiErrorKey(result.error))}`,
      });
    }
  };

  const zoneOptions: SelectOption[] = TIME_ZONES.map((zone) => ({ id: zone.id, label: zone.name }));
  if (!zoneOptions.some((option) => option.id === values.timeZone)) {
    zoneOptions.unshift({ id: values.timeZone, label: values.timeZone });
  }
  const passwordLink = `/forgot-password?${new URLSearchParams({ email: saved.email }).toString()}`;

  return (
    <form ref={formRef} noValidate className={styles.form} onSubmit={(event) => void submit(event)}>
      <Card title={t('account.account.profileTitle')}>
        <dl className={styles.details}>
          <dt>{t('account.account.name')}</dt>
          <dd>{`${saved.firstName} ${saved.lastName}`}</dd>
          <dt>{t('account.common.email')}</dt>
          <dd>
            {saved.email}
            <p className={styles.hint}>{t('account.account.emailHint')}</p>
          </dd>
        </dl>
      </Card>

      <Card title={t('account.account.contactTitle')}>
        <PhoneField label={labels.phone} {...bindText('phone')} />
      </Card>

      <Card title={t('account.account.addressTitle')}>
        {saved.address == null ? (
          <p className={styles.hint}>{t('account.account.addressEmpty')}</p>
        ) : null}
        <TextField
          label={labels.line1}
          name="address-line1"
          autoComplete="address-line1"
          isRequired={addressRequired(values)}
          {...bindText('line1')}
        />
        <TextField
          label={labels.line2}
          name="address-line2"
          autoComplete="address-line2"
          {...bindText('line2')}
        />
        <TextField
          label={labels.city}
          name="address-level2"
          autoComplete="address-level2"
          isRequired={addressRequired(values)}
          {...bindText('city')}
        />
        <div className={styles.row}>
          <Select
            label={labels.state}
            name="address-level1"
            isRequired={addressRequired(values)}
            options={us ? US_STATE_OPTIONS : UK_REGION_OPTIONS}
            selectedKey={values.state === '' ? null : values.state}
            onSelectionChange={(id) => change('state', id)}
            errorMessage={errors.state}
          />
          <TextField
            label={labels.postalCode}
            name="postal-code"
            autoComplete="postal-code"
            isRequired={addressRequired(values)}
            {...bindText('postalCode')}
          />
        </div>
      </Card>

      <Card title={t('account.account.notificationsTitle')}>
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>{t('account.account.notificationsIntro')}</legend>
          <CheckboxField
            label={t('account.common.optInEmail')}
            name="optInEmailNotifications"
            checked={values.optInEmail}
            onChange={(checked) => setValues((v) => ({ ...v, optInEmail: checked }))}
          />
          <CheckboxField
            label={t('account.common.optInPhone')}
            name="optInPhoneNotifications"
            checked={values.optInPhone}
            onChange={(checked) => setValues((v) => ({ ...v, optInPhone: checked }))}
          />
        </fieldset>
      </Card>

      <Card title={t('account.account.timeZoneTitle')}>
        <Select
          label={labels.timeZone}
          name="time-zone"
          isRequired
          description={t('account.account.timeZoneHint')}
          options={zoneOptions}
          selectedKey={values.timeZone}
          onSelectionChange={(id) => change('timeZone', id)}
          errorMessage={errors.timeZone}
        />
      </Card>

      <Card title={t('account.account.passwordTitle')}>
        <p className={styles.hint}>{t('account.account.passwordIntro')}</p>
        <p>
          <Link to={passwordLink}>{t('account.account.passwordLink')}</Link>
        </p>
      </Card>

      <div className={styles.footer}>
        {outcome ? <FormMessage tone={outcome.tone}>{outcome.message}</FormMessage> : null}
        <Button type="submit" isPending={pending}>
          {t('account.account.save')}
        </Button>
      </div>
    </form>
  );
}
