import {
  customRule,
  emailRule,
  maxLengthRule,
  MEMBER_SEXES,
  regexRule,
  requiredRule,
  toAppLocale,
  VALIDATION_MESSAGES,
  type Country,
  type MemberSex,
  type OfferState,
  type OfferType,
} from '@scanwise/core';
import { useCallback, type FormEvent, type ReactElement } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { Link, useNavigate } from 'react-router-dom';
import { TOKENS } from '../../composition/tokens';
import { useObservable } from '../../composition/useObservable';
import { useService } from '../../composition/useService';
import { isSignInPath } from '../../navigation/signInPaths';
import { SubmitButton } from '../account/shared/SubmitButton';
import { Card } from '../../design/components/Card/Card';
import { Select } from '../../design/components/Select/Select';
import { TextField } from '../../design/components/TextField/TextField';
import { PublicPageLinks } from '../../design/layouts/PublicPage';
import { CheckboxField } from '../account/shared/CheckboxField';
import { FormFailureMessage } from '../account/shared/FormFailureMessage';
import {
  apiErrorCode,
  apiErrorKey,
  defaultTimeZoneFor,
  firstError,
  NEW_PASSWORD_RULES,
  PHONE_RULES,
  TERMS_VERSION,
} from '../account/shared/forms';
import { NewPasswordField } from '../account/shared/PasswordFields';
import { PhoneField } from '../account/shared/PhoneField';
import { PublicPage } from '../account/shared/PublicPage';
import { useFormFields } from '../account/shared/useFormFields';
import { useFormSubmission } from '../account/shared/useFormSubmission';
import styles from '../account/shared/shared.module.css';

export interface JoinValues {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  phone: string;
  dob: string;
  sex: string;
  country: Country;
  terms: boolean;
}
type Field = keyof JoinValues;

const NAME_RULES = [requiredRule(), maxLengthRule(100)];
const EMAIL_RULES = [requiredRule(), emailRule()];
const DOB_RULES = [requiredRule(), regexRule(/^\d{4}-\d{2}-\d{2}$/)];
const SEX_RULES = [requiredRule()];
const TERMS_RULES = [
  customRule('accepted', (value) => value === true, VALIDATION_MESSAGES.required),
];

const SEX_LABEL_KEYS: Record<MemberSex, string> = {
  FEMALE: 'account.join.sexFemale',
  MALE: 'account.join.sexMale',
  INTERSEX: 'account.join.sexIntersex',
};

/**
 * The member-create call's offer fields from the offer store ("Offer store (local storage):
 * memberOfferCode, memberOfferType"): the offer the visitor arrived with (a claim-offer link, a
 * referral) goes with the new member; none when the store holds no complete offer.
 */
export function memberCreateOfferFields(
  state: OfferState,
): { offerCode: string; offerType: OfferType } | Record<string, never> {
  if (state.memberOfferCode === null || state.memberOfferType === null) return {};
  return { offerCode: state.memberOfferCode, offerType: state.memberOfferType };
}

/**
 * Where Join continues once the member is signed in: the remembered target (the root session's
 * continueTo, e.g. the claim-offer link or the CAT results), like sign-in does; home otherwise.
 */
export function joinContinueTarget(remembered: string | null): string {
  return remembered !== null && !isSignInPath(remembered) && remembered !== '/join'
    ? remembered
    : '/';
}

/**
 * Join (/join): sign-up. The form -> `createMember` with the remembered offer ("Errors reject.
 * Failure is logged."; an offer the platform no longer knows is dropped and the call sent again
 * without it, so the visitor can still join), then a password sign-in, the terms accepted on the
 * form recorded (`acceptTermsOfService`, only logged when it fails: the route guard then shows
 * the terms screen) and on to the remembered target, else home.
 */
export interface JoinScreenProps {
  /** Values to start with (stories show a filled form); the route passes none. */
  readonly initialValues?: Partial<JoinValues>;
}

export function JoinScreen({ initialValues }: JoinScreenProps = {}): ReactElement {
  const { t, i18n } = useTranslation();
  const memberApi = useService(TOKENS.memberApi);
  const auth = useService(TOKENS.auth);
  const rootSession = useService(TOKENS.rootSession);
  const logger = useService(TOKENS.logger);
  const offerStore = useService(TOKENS.offer);
  const offer = useObservable(
    offerStore.state$,
    useCallback(() => offerStore.getSnapshot(), [offerStore]),
  );
  const navigate = useNavigate();
  const { pending, failure, begin, fail } = useFormSubmission();
  const signInLink = { to: '/sign-in', label: t('account.common.signInLink') };

  const labels: Record<Field, string> = {
    firstName: t('account.common.firstName'),
    lastName: t('account.common.lastName'),
    email: t('account.common.email'),
    password: t('account.common.password'),
    phone: t('account.common.phone'),
    dob: t('account.join.dob'),
    sex: t('account.join.sex'),
    country: t('account.join.country'),
    terms: t('account.join.terms'),
  };
  const check = (field: Field, all: JoinValues): string | undefined => {
    switch (field) {
      case 'firstName':
      case 'lastName':
        return firstError(all[field].trim(), NAME_RULES, labels[field]);
      case 'email':
        return firstError(all.email.trim(), EMAIL_RULES, labels.email);
      case 'password':
        return firstError(all.password, NEW_PASSWORD_RULES, labels.password);
      case 'phone':
        return firstError(all.phone.trim(), PHONE_RULES, labels.phone);
      case 'dob':
        return firstError(all.dob, DOB_RULES, labels.dob);
      case 'sex':
        return firstError(all.sex, SEX_RULES, labels.sex);
      case 'country':
        return undefined;
      case 'terms':
        return firstError(all.terms, TERMS_RULES, labels.terms);
    }
  };
  const { values, errors, formRef, bindText, change, validateAll } = useFormFields<
    JoinValues,
    Field
  >({
    initialValues: () => ({
      firstName: '',
      lastName: '',
      email: '',
      password: '',
      phone: '',
      dob: '',
      sex: '',
      country: i18n.language.toLowerCase() === 'en-gb' ? 'GB' : 'US',
      terms: false,
      ...initialValues,
    }),
    fields: Object.keys(labels) as Field[],
    check,
  });

  const submit = async (event: FormEvent<HTMLFormElement>): Promise<void> => {
    event.preventDefault();
    if (!validateAll()) return;
    begin();
    const email = values.email.trim();
    const create = (offerFields: ReturnType<typeof memberCreateOfferFields>) =>
      memberApi.createMember({
        ...offerFields,
        email,
        password: values.password,
        firstName: values.firstName.trim(),
        lastName: values.lastName.trim(),
        phoneNumber: values.phone.trim(),
        dob: values.dob,
        sex: values.sex as MemberSex,
        country: values.country,
        timeZone: defaultTimeZoneFor(values.country),
        locale: toAppLocale(i18n.language) ?? null,
        optInEmailNotifications: false,
        optInPhoneNotifications: false,
      });
    try {
      const offerFields = memberCreateOfferFields(offerStore.getSnapshot());
      try {
        await create(offerFields);
      } catch (cause) {
        // The only reference a sign-up sends is the offer: one the platform does not know (an
        // old link) must not stop the visitor joining. Forget it and join without it.
        if (!('offerCode' in offerFields) || apiErrorCode(cause) !== 'unknown_reference') {
          throw cause;
        }
        logger.warn('Join: the remembered offer is unknown; joining without it', {
          offerType: offerFields.offerType,
        });
        offerStore.reset();
        await create({});
      }
    } catch (cause) {
      // The member API has logged the call's failure already; this records the screen's outcome.
      logger.warn('Join: the member could not be created', { error: String(cause) });
      const emailTaken = apiErrorCode(cause) === 'email_taken';
      fail({
        message: emailTaken ? t('account.join.emailTaken') : t(apiErrorKey(cause)),
        link: emailTaken ? signInLink : undefined,
      });
      return;
    }
    const state = await auth.signInWithPassword(email, values.password);
    if (state.status !== 'signedIn') {
      logger.warn('Join: sign-in after sign-up failed', { code: state.error?.code });
      fail({ message: t('account.join.signInFailed'), link: signInLink });
      return;
    }
    // The member accepted the terms on this form: record it ("Failure is only logged").
    const accepted = await memberApi.acceptTermsOfService({
      accepted: true,
      version: TERMS_VERSION,
    });
    if (accepted) rootSession.setMember(accepted);
    await navigate(joinContinueTarget(rootSession.takeContinueTo()), { replace: true });
  };

  return (
    <PublicPage title={t('account.join.title')} intro={t('account.join.intro')} wide>
      <Card>
        {offer.memberOfferCode !== null ? (
          <p>{t('auth.join.offerNote', { code: offer.memberOfferCode })}</p>
        ) : null}
        <form ref={formRef} noValidate onSubmit={(event) => void submit(event)}>
          <FormFailureMessage failure={failure} />
          <div className={styles.row}>
            <TextField
              label={labels.firstName}
              name="given-name"
              autoComplete="given-name"
              isRequired
              {...bindText('firstName')}
            />
            <TextField
              label={labels.lastName}
              name="family-name"
              autoComplete="family-name"
              isRequired
              {...bindText('lastName')}
            />
          </div>
          <TextField
            label={labels.email}
            type="email"
            name="email"
            autoComplete="email"
            isRequired
            {...bindText('email')}
          />
          <NewPasswordField label={labels.password} {...bindText('password')} />
          <PhoneField label={labels.phone} {...bindText('phone')} />
          <div className={styles.row}>
            <TextField
              label={labels.dob}
              type="date"
              name="bday"
              autoComplete="bday"
              isRequired
              {...bindText('dob')}
            />
            <Select
              label={labels.sex}
              name="sex"
              isRequired
              options={MEMBER_SEXES.map((sex) => ({ id: sex, label: t(SEX_LABEL_KEYS[sex]) }))}
              selectedKey={values.sex === '' ? null : values.sex}
              onSelectionChange={(id) => change('sex', id)}
              errorMessage={errors.sex}
            />
          </div>
          <Select
            label={labels.country}
            name="country"
            isRequired
            options={[
              { id: 'US', label: t('account.join.countryUS') },
              { id: 'GB', label: t('account.join.countryGB') },
            ]}
            selectedKey={values.country}
            onSelectionChange={(id) => change('country', id === 'GB' ? 'GB' : 'US')}
          />
          <CheckboxField
            label={t('account.join.termsConsent')}
            name="terms"
            isRequired
            checked={values.terms}
            onChange={(checked) => change('terms', checked)}
            errorMessage={errors.terms}
          />
          <SubmitButton pending={pending}>{t('account.join.submit')}</SubmitButton>
        </form>
      </Card>
      <PublicPageLinks>
        <Link to="/sign-in">{t('account.join.haveAccount')}</Link>
      </PublicPageLinks>
    </PublicPage>
  );
}
