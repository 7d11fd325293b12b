import {
  createSignUpForm,
  MEMBER_SEXES,
  signUpDetailsOf,
  toAppLocale,
  type MemberSex,
  type SignUpFailure,
  type SignUpInitialValues,
} from '@scanwise/core';
import type { ReactElement } from 'react';
import { useNavigate } from 'react-router-dom';
import { Link } from '../../navigation/Link';
import { TOKENS } from '../../composition/tokens';
import { useOutcomePerVisit } from '../../composition/useOutcomePerVisit';
import { useService } from '../../composition/useService';
import { useStore } from '../../composition/useStore';
import { Card } from '../../design/components/Card/Card';
import { Select } from '../../design/components/Select/Select';
import { TextField } from '../../design/components/TextField/TextField';
import { PublicPageLinks } from '../../design/layouts/PublicPage';
import { checkboxField, choiceField } from '../../forms/choiceFields';
import { textField, useForm } from '../../forms/useForm';
import { useTranslation } from '../../i18n/useTranslation';
import { useHydrated } from '../../prerender/useHydrated';
import { CheckboxField } from '../account/shared/CheckboxField';
import { FormFailureMessage, type FormFailure } from '../account/shared/FormFailureMessage';
import { memberCallMessageKey } from '../account/shared/forms';
import { NewPasswordField } from '../account/shared/PasswordFields';
import { PhoneField } from '../account/shared/PhoneField';
import { PublicPage } from '../account/shared/PublicPage';
import { SubmitButton } from '../account/shared/SubmitButton';
import styles from '../account/shared/shared.module.css';

/** Values the form starts with (stories show a filled form); the country follows the page. */
export type JoinInitialValues = Partial<SignUpInitialValues>;

export interface JoinScreenProps {
  /** Values to start with (stories show a filled form); the route passes none. */
  readonly initialValues?: JoinInitialValues;
}

const SEX_LABEL_KEYS: Record<MemberSex, string> = {
  FEMALE: 'join.sexFemale',
  MALE: 'join.sexMale',
  INTERSEX: 'join.sexIntersex',
};

/**
 * Join (/join): sign-up. The form is the core's (createSignUpForm, on the member field rules);
 * a valid submit hands the details to the core SignUp service, which creates the member with the
 * remembered offer, signs in and records the terms, then says where to continue.
 */
export function JoinScreen({ initialValues }: JoinScreenProps = {}): ReactElement {
  const { t, i18n } = useTranslation();
  const signUp = useService(TOKENS.signUp);
  const clock = useService(TOKENS.clock);
  const offer = useStore(useService(TOKENS.offer));
  // The build prerenders the page for a visitor with no remembered offer: the note shows once
  // the page is hydrated (at once on any other render).
  const hydrated = useHydrated();
  const state = useStore(signUp);
  const navigate = useNavigate();
  useOutcomePerVisit(signUp);

  const form = useForm(
    () =>
      createSignUpForm(
        {
          firstName: t('account.common.firstName'),
          lastName: t('account.common.lastName'),
          email: t('account.common.email'),
          password: t('account.common.password'),
          phone: t('account.common.phone'),
          dob: t('join.dob'),
          sex: t('join.sex'),
          country: t('join.country'),
          terms: t('join.terms'),
        },
        { country: i18n.language.toLowerCase() === 'en-gb' ? 'GB' : 'US', ...initialValues },
        clock,
      ),
    (fields) => {
      const details = signUpDetailsOf(fields, toAppLocale(i18n.language) ?? null);
      if (details === null) return;
      void signUp.submit(details).then(async (result) => {
        if (result.ok) await navigate(result.continueTo, { replace: true });
      });
    },
  );
  const { fields } = form;

  const signInLink = { to: '/sign-in', label: t('account.common.signInLink') };
  const failureOf = (failure: SignUpFailure): FormFailure | undefined => {
    switch (failure.reason) {
      case 'emailTaken':
        return { message: t('join.emailTaken'), link: signInLink };
      case 'notCreated':
        return { message: t(memberCallMessageKey(failure.call)) };
      case 'signInFailed':
        return { message: t('join.signInFailed'), link: signInLink };
      case 'abandoned':
        return undefined;
    }
  };
  const failure = state.status === 'failed' ? failureOf(state.failure) : undefined;
  const pending = state.status === 'submitting' || state.status === 'signedUp';

  return (
    <PublicPage title={t('join.title')} intro={t('join.intro')} wide>
      <Card>
        {hydrated && offer.memberOfferCode !== null ? (
          <p>{t('join.offerNote', { code: offer.memberOfferCode })}</p>
        ) : null}
        {/* A submit before the app runs is the browser's own: a POST keeps the password out of
            the address. */}
        <form {...form.formProps} method="post">
          <FormFailureMessage failure={failure} />
          <div className={styles.row}>
            <TextField
              label={fields.firstName.label}
              name="given-name"
              autoComplete="given-name"
              {...textField(form, 'firstName')}
            />
            <TextField
              label={fields.lastName.label}
              name="family-name"
              autoComplete="family-name"
              {...textField(form, 'lastName')}
            />
          </div>
          <TextField
            label={fields.email.label}
            type="email"
            name="email"
            autoComplete="email"
            {...textField(form, 'email')}
          />
          <NewPasswordField label={fields.password.label} {...textField(form, 'password')} />
          <Select
            label={fields.country.label}
            name="country"
            options={[
              { id: 'US', label: t('join.countryUS') },
              { id: 'GB', label: t('join.countryGB') },
            ]}
            {...choiceField(form, 'country')}
          />
          <PhoneField
            label={fields.phone.label}
            country={fields.country.value === 'GB' ? 'GB' : 'US'}
            {...textField(form, 'phone')}
          />
          <div className={styles.row}>
            <TextField
              label={fields.dob.label}
              type="date"
              name="bday"
              autoComplete="bday"
              {...textField(form, 'dob')}
            />
            <Select
              label={fields.sex.label}
              name="sex"
              options={MEMBER_SEXES.map((sex) => ({ id: sex, label: t(SEX_LABEL_KEYS[sex]) }))}
              {...choiceField(form, 'sex')}
            />
          </div>
          <CheckboxField
            label={t('join.termsConsent')}
            name="terms"
            {...checkboxField(form, 'terms')}
          />
          <SubmitButton pending={pending}>{t('join.submit')}</SubmitButton>
        </form>
      </Card>
      <PublicPageLinks>
        <Link to="/sign-in">{t('join.haveAccount')}</Link>
      </PublicPageLinks>
    </PublicPage>
  );
}
