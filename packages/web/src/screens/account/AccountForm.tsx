import {
  AccountForm as AccountFormModel,
  accountCountry,
  TIME_ZONES,
  UK_REGIONS,
  US_STATES,
  type Member,
} from '@scanwise/core';
import { useState, type ReactElement } from 'react';
import { Link } from '../../navigation/Link';
import { TOKENS } from '../../composition/tokens';
import { useOutcomePerVisit } from '../../composition/useOutcomePerVisit';
import { useService } from '../../composition/useService';
import { useStore } from '../../composition/useStore';
import { Button } from '../../design/components/Button/Button';
import { Card } from '../../design/components/Card/Card';
import { Select, type SelectOption } from '../../design/components/Select/Select';
import { TextField } from '../../design/components/TextField/TextField';
import { checkboxField, choiceField } from '../../forms/choiceFields';
import { textField, useForm } from '../../forms/useForm';
import { useTranslation } from '../../i18n/useTranslation';
import { CheckboxField } from './shared/CheckboxField';
import { memberCallMessageKey } from './shared/forms';
import { PhoneField } from './shared/PhoneField';
import { FormMessage } from './shared/PublicPage';
import styles from './AccountScreen.module.css';

const US_STATE_OPTIONS: SelectOption[] = Object.entries(US_STATES).map(([id, label]) => ({
  id,
  label,
}));
const UK_REGION_OPTIONS: SelectOption[] = Object.entries(UK_REGIONS).map(([id, label]) => ({
  id,
  label,
}));

export interface AccountFormProps {
  readonly member: Member;
}

/**
 * The Account form: profile (name and e-mail, read-only), phone, address (US states or UK regions
 * from core's tables, by the address's country or the member's), notification opt-ins, time zone
 * (core's table) and the way to a new password (the forgot-password flow: the platform has no
 * signed-in password call). The fields and the address rule are the core's AccountForm; the save
 * is the core MemberAccount's (PATCH members); typed values stay on a failure; a save is
 * announced (role=status).
 */
export function AccountForm({ member }: AccountFormProps): ReactElement {
  const { t } = useTranslation();
  const account = useService(TOKENS.account);
  const saveState = useStore(account);
  useOutcomePerVisit(account);

  const us = accountCountry(member) === 'US';
  const [model] = useState(
    () =>
      new AccountFormModel(member, {
        phone: t('account.common.phone'),
        line1: t('memberAccount.line1'),
        line2: t('memberAccount.line2'),
        city: t('memberAccount.city'),
        state: us ? t('memberAccount.stateUS') : t('memberAccount.stateGB'),
        postalCode: us ? t('memberAccount.postalCodeUS') : t('memberAccount.postalCodeGB'),
        timeZone: t('memberAccount.timeZone'),
        optInEmail: t('account.common.optInEmail'),
        optInPhone: t('account.common.optInPhone'),
      }),
  );
  const form = useForm(
    () => model.fields,
    () => void account.save(model.patch()),
  );
  const { fields } = form;

  const zoneOptions: SelectOption[] = TIME_ZONES.map((zone) => ({ id: zone.id, label: zone.name }));
  if (!zoneOptions.some((option) => option.id === fields.timeZone.value)) {
    zoneOptions.unshift({ id: fields.timeZone.value, label: fields.timeZone.value });
  }
  const passwordLink = `/forgot-password?${new URLSearchParams({ email: member.email }).toString()}`;
  const outcome =
    saveState.status === 'saved'
      ? { tone: 'success' as const, message: t('memberAccount.saved') }
      : saveState.status === 'failed'
        ? {
            tone: 'error' as const,
            message: `${t('memberAccount.saveFailed')} ${t(memberCallMessageKey(saveState.call))}`,
          }
        : undefined;

  return (
    <form {...form.formProps} className={styles.form}>
      <Card title={t('memberAccount.profileTitle')}>
        <dl className={styles.details}>
          <dt>{t('memberAccount.name')}</dt>
          <dd>{`${member.firstName} ${member.lastName}`}</dd>
          <dt>{t('account.common.email')}</dt>
          <dd>
            {member.email}
            <p className={styles.hint}>{t('memberAccount.emailHint')}</p>
          </dd>
        </dl>
      </Card>

      <Card title={t('memberAccount.contactTitle')}>
        <PhoneField
          label={fields.phone.label}
          country={us ? 'US' : 'GB'}
          {...textField(form, 'phone')}
        />
      </Card>

      <Card title={t('memberAccount.addressTitle')}>
        {member.address == null ? (
          <p className={styles.hint}>{t('memberAccount.addressEmpty')}</p>
        ) : null}
        <TextField
          label={fields.line1.label}
          name="address-line1"
          autoComplete="address-line1"
          {...textField(form, 'line1')}
        />
        <TextField
          label={fields.line2.label}
          name="address-line2"
          autoComplete="address-line2"
          {...textField(form, 'line2')}
        />
        <TextField
          label={fields.city.label}
          name="address-level2"
          autoComplete="address-level2"
          {...textField(form, 'city')}
        />
        <div className={styles.row}>
          <Select
            label={fields.state.label}
            name="address-level1"
            options={us ? US_STATE_OPTIONS : UK_REGION_OPTIONS}
            {...choiceField(form, 'state')}
          />
          <TextField
            label={fields.postalCode.label}
            name="postal-code"
            autoComplete="postal-code"
            {...textField(form, 'postalCode')}
          />
        </div>
      </Card>

      <Card title={t('memberAccount.notificationsTitle')}>
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>{t('memberAccount.notificationsIntro')}</legend>
          <CheckboxField
            label={fields.optInEmail.label}
            name="optInEmailNotifications"
            {...checkboxField(form, 'optInEmail')}
          />
          <CheckboxField
            label={fields.optInPhone.label}
            name="optInPhoneNotifications"
            {...checkboxField(form, 'optInPhone')}
          />
        </fieldset>
      </Card>

      <Card title={t('memberAccount.timeZoneTitle')}>
        <Select
          label={fields.timeZone.label}
          name="time-zone"
          description={t('memberAccount.timeZoneHint')}
          options={zoneOptions}
          {...choiceField(form, 'timeZone')}
        />
      </Card>

      <Card title={t('memberAccount.passwordTitle')}>
        <p className={styles.hint}>{t('memberAccount.passwordIntro')}</p>
        <p>
          <Link to={passwordLink}>{t('memberAccount.passwordLink')}</Link>
        </p>
      </Card>

      <div className={styles.footer}>
        {outcome ? <FormMessage tone={outcome.tone}>{outcome.message}</FormMessage> : null}
        <Button type="submit" isPending={saveState.status === 'saving'}>
          {t('memberAccount.save')}
        </Button>
      </div>
    </form>
  );
}
