import {
  MEMBER_SEXES,
  parseRouteSearch,
  planNeedsSex,
  type BookingJourneyState,
  type CacAnswers,
  type MemberSex,
} from '@scanwise/core';
import {
  lazy,
  Suspense,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type FormEvent,
  type ReactElement,
} from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { CurrencyNote } from '../../design/components/CurrencyNote/CurrencyNote';
import { Radio, RadioGroup } from '../../design/components/RadioGroup/RadioGroup';
import { useLocation } from 'react-router-dom';
import { Link } from '../../navigation/Link';
import { Button } from '../../design/components/Button/Button';
import { EmptyState } from '../../design/components/EmptyState/EmptyState';
import { ErrorState } from '../../design/components/ErrorState/ErrorState';
import { Select } from '../../design/components/Select/Select';
import { LoadingState } from '../../design/components/Spinner/Spinner';
import { TextField } from '../../design/components/TextField/TextField';
import { useLocaleFormatters } from '../../i18n/useLocaleFormatters';
import { BookingPage } from './BookingPage';
import { BookingSummary } from './BookingSummary';
import { addOnCheckboxId, JourneyNotice, Notice, useLogBookingError } from './BookingNotice';
import { bookingDetailText, discountText } from './bookingText';
import { useBookingFlow, useBookingJourney, useBookingStepSync } from './useBookingJourney';
import styles from './booking.module.css';
import { useFirstPageRendered } from '../../startup/firstPageReveal';
import { useKeepLastPagePaint } from '../../startup/lastPaint';
import { LAST_PAINT_END } from '../../design/lastPaintMarks';

const SEX_KEYS: Record<MemberSex, string> = {
  FEMALE: 'booking.selectPlan.sexFemale',
  MALE: 'booking.selectPlan.sexMale',
  INTERSEX: 'booking.selectPlan.sexIntersex',
};

const CAC_QUESTIONS = [
  'cacSymptoms',
  'cacStent',
  'cacPacemaker',
  'coronaryHistory',
  'cacGreaterThanTen',
] as const satisfies readonly (keyof CacAnswers)[];

/**
 * SelectPlan (`/<prefix>/select-plan`): hands its URL to the journey's `startOrResume` (a new
 * booking with the member's country, sex and date of birth as prefill, or the one in progress),
 * then plans with
 * prices, add-ons, the offer or member discount, a promo code with its refusal reason, sex and
 * date of birth when eligibility needs them, the heart (CAC) questions with a rejection the
 * member understands, and the price summary.
 */
export function SelectPlanScreen(): ReactElement {
  const { pathname, search } = useLocation();
  // Its top paints first on a later visit: its last paint, then the app's first render of it.
  useFirstPageRendered();
  // A new URL (another prefix or entry) is a new screen.
  return <SelectPlanStep key={`${pathname}${search}`} />;
}

/**
 * An entry refused before the journey began (an unknown or expired offer, a link without its
 * data) is rare: its view loads when it is shown, the screen's loading state meanwhile, so the
 * booking's other steps load none of it.
 */
const BookingErrorView = lazy(() =>
  import('./BookingErrorScreen').then((module) => ({ default: module.BookingErrorView })),
);

function SelectPlanStep(): ReactElement {
  const { t } = useTranslation();
  const { journey, state } = useBookingJourney();
  const flow = useBookingFlow();
  const { search } = useLocation();
  const request = useMemo(() => ({ flow, query: parseRouteSearch(search) }), [flow, search]);
  // Until the journey has taken this URL, a journey it replaces is not shown (nor followed).
  const [starting, setStarting] = useState(() => journey.startsAfresh(request));

  useEffect(() => {
    void journey.startOrResume(request).then(() => setStarting(false));
  }, [journey, request]);

  useBookingStepSync('select-plan', state, !starting);
  useLogBookingError('select-plan', state.step === 'select-plan' ? state.error : null);

  const loading = (
    <BookingPage step="select-plan" title={t('booking.selectPlan.title')}>
      <LoadingState label={t('booking.selectPlan.starting')} />
    </BookingPage>
  );
  if (starting || state.activity === 'starting') return loading;
  if (state.step === null && state.error) {
    // The entry was refused before the journey began (the booking-error route needs a valid entry).
    return (
      <Suspense fallback={loading}>
        <BookingErrorView error={state.error} onLeave={() => journey.leaveError()} />
      </Suspense>
    );
  }
  return <SelectPlanForm state={state} />;
}

function SelectPlanForm({ state }: { readonly state: BookingJourneyState }): ReactElement {
  const { t } = useTranslation();
  const { journey } = useBookingJourney();
  const money = useLocaleFormatters();
  const noticeRef = useRef<HTMLDivElement>(null);
  const { booking, activity, error } = state;
  const plan = booking.package;
  const loading = activity === 'loadingPlans';
  const plansShown = booking.packages.length > 0;
  // Kept once the plans show: the page's top is the steps, the title and the plans (their
  // descriptions are its largest paint; nothing in them is the member's own), so a later visit
  // paints them before the app has run, and the app's first render shows them in their place.
  useKeepLastPagePaint(plansShown);

  const continueToSchedule = async (event?: FormEvent): Promise<void> => {
    event?.preventDefault();
    const outcome = await journey.continueToSchedule();
    if (!outcome.ok) requestAnimationFrame(() => noticeRef.current?.focus());
  };

  let body: ReactElement;
  if (booking.packages.length === 0 && loading) {
    body = <LoadingState label={t('booking.selectPlan.loading')} />;
  } else if (booking.packages.length === 0 && error?.code === 'loadFailed') {
    body = (
      <ErrorState
        title={t('booking.selectPlan.loadFailedTitle')}
        description={bookingDetailText(t, error.detail) ?? undefined}
        onRetry={() => void journey.loadPlans()}
        isRetrying={loading}
      />
    );
  } else if (booking.packages.length === 0) {
    body = (
      <EmptyState
        title={t('booking.selectPlan.emptyTitle')}
        description={t('booking.selectPlan.emptyDescription')}
        action={
          <Link className={styles.buttonLink} to="/">
            {t('booking.common.home')}
          </Link>
        }
      />
    );
  } else {
    body = (
      <form
        className={styles.content}
        onSubmit={(event) => void continueToSchedule(event)}
        noValidate
      >
        <OfferBanner state={state} />
        <RadioGroup
          className={styles.section}
          value={plan?.id ?? null}
          onChange={(id) => journey.selectPlan(id)}
          label={t('booking.selectPlan.plansLegend')}
          labelClassName={styles.sectionTitle}
        >
          <div className={styles.choices} data-columns="2" {...LAST_PAINT_END}>
            {booking.packages.map((candidate) => (
              <Radio key={candidate.id} value={candidate.id} className={styles.choice}>
                <span className={styles.choiceHead}>
                  <span className={styles.choiceName}>{candidate.name}</span>
                  <span className={styles.price}>{money.formatMoney(candidate.price)}</span>
                </span>
                <span className={styles.muted}>{candidate.description}</span>
                <span className={styles.hint}>
                  {t('booking.selectPlan.duration', { minutes: candidate.durationMinutes })}
                </span>
                {candidate.features.length > 0 ? (
                  <ul className={styles.features}>
                    {candidate.features.map((feature) => (
                      <li key={feature}>{feature}</li>
                    ))}
                  </ul>
                ) : null}
              </Radio>
            ))}
          </div>
          <CurrencyNote />
        </RadioGroup>
        {plan ? <AddOns state={state} /> : null}
        {plan ? <MemberDetails state={state} /> : null}
        {plan && state.cacApplies ? <HeartQuestions state={state} /> : null}
        {plan ? <PromoCode state={state} /> : null}
        {error && error.code !== 'loadFailed' ? (
          <JourneyNotice ref={noticeRef} error={error} journey={journey} booking={booking} />
        ) : null}
        <div className={styles.actions}>
          <span />
          <Button type="submit" isPending={activity === 'loadingCenters'}>
            {t('booking.selectPlan.continue')}
          </Button>
        </div>
      </form>
    );
  }

  return (
    <BookingPage
      step="select-plan"
      title={t('booking.selectPlan.title')}
      intro={t('booking.selectPlan.intro')}
      aside={plan ? <BookingSummary state={state} /> : undefined}
      topEndsAt={plansShown ? 'content' : 'title'}
    >
      {body}
    </BookingPage>
  );
}

function OfferBanner({ state }: { readonly state: BookingJourneyState }): ReactElement | null {
  const { t } = useTranslation();
  const money = useLocaleFormatters();
  const { offer } = state.progress;
  const discount = state.booking.memberDiscount;
  if (!discount) return null;
  const partner = offer?.partner?.displayName;
  const words = discountText(t, money, discount);
  return (
    <Notice tone="success">
      {partner
        ? t('booking.selectPlan.offer', { partner, discount: words })
        : t('booking.selectPlan.memberDiscount', { discount: words })}
    </Notice>
  );
}

function AddOns({ state }: { readonly state: BookingJourneyState }): ReactElement | null {
  const { t } = useTranslation();
  const { journey } = useBookingJourney();
  const money = useLocaleFormatters();
  const titleId = useId();
  if (state.addOnsForPlan.length === 0) return null;
  const chosen = new Set(state.booking.selectedAddons.map((addOn) => addOn.id));
  return (
    <fieldset className={styles.section} aria-describedby={`${titleId}-intro`}>
      <legend className={styles.sectionTitle}>{t('booking.selectPlan.addOnsLegend')}</legend>
      <p id={`${titleId}-intro`} className={styles.hint}>
        {t('booking.selectPlan.addOnsIntro')}
      </p>
      {state.addOnsForPlan.map((addOn) => (
        <label key={addOn.id} className={styles.checkRow}>
          <input
            type="checkbox"
            id={addOnCheckboxId(addOn.id)}
            className={styles.checkbox}
            checked={chosen.has(addOn.id)}
            onChange={(event) => journey.setAddOn(addOn.id, event.currentTarget.checked)}
          />
          <span className={styles.checkText}>
            <span className={styles.choiceHead}>
              <span className={styles.choiceName}>{addOn.name}</span>
              <span className={styles.price}>+{money.formatMoney(addOn.price)}</span>
            </span>
            <span className={styles.muted}>{addOn.description}</span>
          </span>
        </label>
      ))}
    </fieldset>
  );
}

function MemberDetails({ state }: { readonly state: BookingJourneyState }): ReactElement | null {
  const { t } = useTranslation();
  const { journey } = useBookingJourney();
  const { booking, eligibility } = state;
  const plan = booking.package;
  const [touched, setTouched] = useState(false);
  const [dob, setDob] = useState(booking.dob ?? '');
  if (!plan || (!touched && eligibility?.status === 'eligible')) return null;
  const needsSex = planNeedsSex(plan);
  const missing = eligibility?.status === 'needsDetails' ? eligibility.missing : [];
  return (
    <fieldset className={styles.section}>
      <legend className={styles.sectionTitle}>{t('booking.selectPlan.detailsTitle')}</legend>
      <p className={styles.hint}>{t('booking.selectPlan.detailsIntro')}</p>
      <div className={styles.row}>
        {needsSex ? (
          <Select
            label={t('booking.selectPlan.sex')}
            isRequired
            options={MEMBER_SEXES.map((sex) => ({ id: sex, label: t(SEX_KEYS[sex]) }))}
            selectedKey={booking.sex}
            onSelectionChange={(id) => {
              setTouched(true);
              journey.setMemberDetails({ sex: id as MemberSex });
            }}
            errorMessage={missing.includes('sex') && touched ? t('booking.fields.sex') : undefined}
          />
        ) : null}
        <TextField
          label={t('booking.selectPlan.dob')}
          type="date"
          autoComplete="bday"
          isRequired
          value={dob}
          onChange={(value) => {
            setTouched(true);
            setDob(value);
            journey.setMemberDetails({ dob: /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : null });
          }}
        />
      </div>
    </fieldset>
  );
}

function HeartQuestions({ state }: { readonly state: BookingJourneyState }): ReactElement {
  const { t } = useTranslation();
  const { journey } = useBookingJourney();
  const answers = state.booking.cacAnswers;
  return (
    <fieldset className={styles.section}>
      <legend className={styles.sectionTitle}>{t('booking.selectPlan.heartTitle')}</legend>
      <p className={styles.hint}>{t('booking.selectPlan.heartIntro')}</p>
      {CAC_QUESTIONS.map((question) => {
        const answer = answers[question];
        return (
          <RadioGroup
            key={question}
            className={styles.question}
            isRequired
            value={answer === null ? null : answer ? 'yes' : 'no'}
            onChange={(value) => journey.answerCac({ [question]: value === 'yes' })}
            label={t(`booking.selectPlan.${question}`)}
            labelClassName={styles.questionLabel}
          >
            <div className={styles.pills}>
              <Radio value="yes" className={styles.pill}>
                {t('booking.selectPlan.yes')}
              </Radio>
              <Radio value="no" className={styles.pill}>
                {t('booking.selectPlan.no')}
              </Radio>
            </div>
          </RadioGroup>
        );
      })}
    </fieldset>
  );
}

function PromoCode({ state }: { readonly state: BookingJourneyState }): ReactElement {
  const { t } = useTranslation();
  const { journey } = useBookingJourney();
  const money = useLocaleFormatters();
  const [code, setCode] = useState('');
  const { booking, progress, activity } = state;
  const promo = state.price?.promo ?? null;
  const applied =
    promo?.status === 'applied'
      ? booking.availableDiscounts.find(
          (discount) => discount.code.toLowerCase() === promo.code.toLowerCase(),
        )
      : undefined;
  const apply = async (): Promise<void> => {
    const outcome = await journey.applyPromoCode(code);
    if (outcome.ok) setCode('');
  };
  return (
    <section className={styles.section} aria-labelledby="booking-promo-title">
      <h2 id="booking-promo-title" className={styles.sectionTitle}>
        {t('booking.selectPlan.promoTitle')}
      </h2>
      {promo ? (
        <Notice tone={promo.status === 'applied' ? 'success' : 'info'}>
          {promo.status === 'applied'
            ? t('booking.selectPlan.promoApplied', {
                code: promo.code,
                discount: applied ? discountText(t, money, applied) : '',
              })
            : promo.status === 'smallerSaving'
              ? t('booking.selectPlan.promoSmallerSaving', {
                  code: promo.code,
                  saving: money.formatMoney(promo.savingCents),
                  applied: promo.appliedDiscount.code,
                  appliedSaving: money.formatMoney(promo.appliedSavingCents),
                })
              : t('booking.selectPlan.promoNotApplicable', { code: promo.code })}{' '}
          <button
            type="button"
            className={styles.textLink}
            onClick={() => journey.removePromoCode()}
          >
            {t('booking.selectPlan.promoRemove')}
          </button>
        </Notice>
      ) : null}
      <div className={styles.inline}>
        <TextField
          label={t('booking.selectPlan.promoLabel')}
          value={code}
          onChange={setCode}
          autoComplete="off"
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              void apply();
            }
          }}
          errorMessage={progress.promoRefusal ? t(progress.promoRefusal) : undefined}
        />
        <Button
          variant="secondary"
          onPress={() => void apply()}
          isPending={activity === 'checkingPromoCode'}
        >
          {t('booking.selectPlan.promoApply')}
        </Button>
      </div>
    </section>
  );
}
