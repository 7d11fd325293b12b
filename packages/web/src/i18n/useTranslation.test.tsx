import { act, render, screen } from '@testing-library/react';
import i18next, { type i18n, type TFunction } from 'i18next';
import { memo, useState, type ReactElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { I18nProvider } from './I18nProvider';
import { useTranslation } from './useTranslation';

// The app's own React binding of i18next (in place of react-i18next). Spec section 7: "Locale
// files load per language code, and fall back to the base language if a regional one is
// missing".

function createInstance(): i18n {
  const instance = i18next.createInstance();
  void instance.init({
    lng: 'en-US',
    fallbackLng: 'en',
    initAsync: false,
    interpolation: { escapeValue: false },
    resources: {
      en: { translation: { color: 'Color', greeting: 'Hello, {{name}}' } },
      'en-GB': { translation: { color: 'Colour' } },
    },
  });
  return instance;
}

function Words(): ReactElement {
  const { t, i18n } = useTranslation();
  return (
    <p>
      <span data-testid="language">{i18n.language}</span>
      <span data-testid="color">{t('color')}</span>
      <span data-testid="greeting">{t('greeting', { name: 'Ana & Bo' })}</span>
      <span data-testid="area">{t('booking.title')}</span>
    </p>
  );
}

/** Records every `t` it is given; memoised, so it renders again only when `t` changes. */
const TRecorder = memo(function TRecorder({
  t,
  seen,
}: {
  readonly t: TFunction;
  readonly seen: TFunction[];
}): ReactElement {
  seen.push(t);
  return <span data-testid="recorded">{t('color')}</span>;
});

function Counter({ seen }: { readonly seen: TFunction[] }): ReactElement {
  const { t } = useTranslation();
  const [count, setCount] = useState(0);
  return (
    <>
      <button type="button" onClick={() => setCount(count + 1)}>
        Count {count}
      </button>
      <TRecorder t={t} seen={seen} />
    </>
  );
}

/** Reads the `booking` area; records each of its renders. */
function Booking({ renders }: { readonly renders: string[] }): ReactElement {
  const { t } = useTranslation();
  renders.push('booking');
  return <span data-testid="booking">{t('booking.title')}</span>;
}

/** Reads a top-level key, with a `booking` key as its fallback; records each of its renders. */
function Colour({ renders }: { readonly renders: string[] }): ReactElement {
  const { t } = useTranslation();
  renders.push('color');
  return <span data-testid="colour">{t(['color', 'booking.missing'])}</span>;
}

const counts = (renders: readonly string[]): { booking: number; color: number } => ({
  booking: renders.filter((name) => name === 'booking').length,
  color: renders.filter((name) => name === 'color').length,
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('useTranslation (the app’s own i18next binding)', () => {
  it('translates with the instance in context, interpolating without double escaping', () => {
    render(
      <I18nProvider i18n={createInstance()}>
        <Words />
      </I18nProvider>,
    );
    expect(screen.getByTestId('language')).toHaveTextContent('en-US');
    expect(screen.getByTestId('color')).toHaveTextContent('Color');
    expect(screen.getByTestId('greeting')).toHaveTextContent('Hello, Ana & Bo');
  });

  it('renders again in British English on changeLanguage, falling back to the base language where en-GB says nothing', async () => {
    const instance = createInstance();
    render(
      <I18nProvider i18n={instance}>
        <Words />
      </I18nProvider>,
    );
    await act(() => instance.changeLanguage('en-GB'));
    expect(screen.getByTestId('language')).toHaveTextContent('en-GB');
    expect(screen.getByTestId('color')).toHaveTextContent('Colour');
    expect(screen.getByTestId('greeting')).toHaveTextContent('Hello, Ana & Bo');
  });

  it('renders again when an area’s strings are added after the first render (a route’s area)', () => {
    const instance = createInstance();
    render(
      <I18nProvider i18n={instance}>
        <Words />
      </I18nProvider>,
    );
    expect(screen.getByTestId('area')).toHaveTextContent('booking.title');
    act(() => {
      instance.addResourceBundle('en', 'translation', { booking: { title: 'Book a scan' } }, true);
    });
    expect(screen.getByTestId('area')).toHaveTextContent('Book a scan');
  });

  it('keeps the same t across unrelated renders and gives a new one when the words change', async () => {
    const instance = createInstance();
    const seen: TFunction[] = [];
    render(
      <I18nProvider i18n={instance}>
        <Counter seen={seen} />
      </I18nProvider>,
    );
    const count = screen.getByRole('button');
    act(() => count.click());
    act(() => count.click());
    expect(count).toHaveTextContent('Count 2');
    // The memoised child rendered once: its t did not change.
    expect(seen).toHaveLength(1);

    await act(() => instance.changeLanguage('en-GB'));
    expect(seen).toHaveLength(2);
    expect(seen[1]).not.toBe(seen[0]);
    expect(screen.getByTestId('recorded')).toHaveTextContent('Colour');

    // An area this t has not translated arrives: the same t, the child not rendered again.
    act(() => {
      instance.addResourceBundle('en', 'translation', { booking: { title: 'Book' } }, true);
    });
    expect(seen).toHaveLength(2);
    // Strings for a key it has translated arrive: a new t, the child renders the new words.
    act(() => {
      instance.addResource('en-GB', 'translation', 'color', 'Hue');
    });
    expect(seen).toHaveLength(3);
    expect(screen.getByTestId('recorded')).toHaveTextContent('Hue');
    act(() => count.click());
    expect(seen).toHaveLength(3);
  });

  it('renders again on an area’s arrival only the components that translate a key of that area', () => {
    const instance = createInstance();
    const renders: string[] = [];
    render(
      <I18nProvider i18n={instance}>
        <Booking renders={renders} />
        <Colour renders={renders} />
      </I18nProvider>,
    );
    expect(counts(renders)).toEqual({ booking: 1, color: 1 });

    act(() => {
      instance.addResourceBundle('en', 'translation', { booking: { title: 'Book a scan' } }, true);
    });
    expect(screen.getByTestId('booking')).toHaveTextContent('Book a scan');
    // The second reads `booking` too (a fallback key in its list): both render again.
    expect(counts(renders)).toEqual({ booking: 2, color: 2 });

    act(() => {
      instance.addResourceBundle('en', 'translation', { dashboard: { title: 'Home' } }, true);
    });
    expect(counts(renders)).toEqual({ booking: 2, color: 2 });

    act(() => {
      instance.addResources('en', 'translation', { 'booking.title': 'Book now' });
    });
    expect(screen.getByTestId('booking')).toHaveTextContent('Book now');
    expect(counts(renders)).toEqual({ booking: 3, color: 3 });
  });

  it('renders every translated component again when strings are removed', () => {
    const instance = createInstance();
    render(
      <I18nProvider i18n={instance}>
        <Words />
      </I18nProvider>,
    );
    expect(screen.getByTestId('color')).toHaveTextContent('Color');
    act(() => {
      instance.removeResourceBundle('en', 'translation');
    });
    expect(screen.getByTestId('color')).toHaveTextContent('color');
  });

  it('says clearly when there is no provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<Words />)).toThrow(/needs an <I18nProvider> above it/);
  });
});
