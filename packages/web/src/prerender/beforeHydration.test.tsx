import { createHash } from 'node:crypto';
import { act, useState, type ReactElement } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { HandsOverThePrerenderedPage } from '../startup/prerenderedHandOver';
import { buildPageHydration } from '../test/buildPageHydration';
import {
  APP_RENDERED_EVENT,
  BEFORE_HYDRATION_SCRIPT,
  BEFORE_HYDRATION_SCRIPT_HASH,
} from './beforeHydration';

interface Sent {
  readonly name: string;
  readonly sex: string;
  readonly terms: boolean;
}

interface PageProps {
  readonly onSend: (sent: Sent) => void;
  readonly onStart: () => void;
}

/** A page like the prerendered ones: a form of controlled fields, and a button outside it. */
function Page({ onSend, onStart }: PageProps): ReactElement {
  const [name, setName] = useState('');
  const [sex, setSex] = useState('');
  const [terms, setTerms] = useState(false);
  return (
    <main>
      <form
        method="post"
        onSubmit={(event) => {
          event.preventDefault();
          onSend({ name, sex, terms });
        }}
      >
        <label>
          Name
          <input name="name" value={name} onChange={(event) => setName(event.target.value)} />
        </label>
        <label>
          Sex
          <select name="sex" value={sex} onChange={(event) => setSex(event.target.value)}>
            <option value="" disabled>
              Choose
            </option>
            <option value="FEMALE">Female</option>
            <option value="MALE">Male</option>
          </select>
        </label>
        <label>
          <input
            type="checkbox"
            name="terms"
            checked={terms}
            onChange={(event) => setTerms(event.target.checked)}
          />
          Terms
        </label>
        <output>{`${name}|${sex}|${String(terms)}`}</output>
        <button type="submit">Send</button>
      </form>
      <button type="button" onClick={onStart}>
        Start
      </button>
    </main>
  );
}

// React's own roots here (hydrateRoot, createRoot), each update inside act.
const build = buildPageHydration();

/** The page's HTML as the build writes it, with its script run as the document is read. */
function prerendered(props: PageProps): HTMLElement {
  return build.page(renderToString(<Page {...props} />), {
    renderedFor: '/page',
    beforeHydrationScript: true,
  });
}

/** What a visitor does on the HTML page: typing, choosing and ticking (no React listens yet). */
function fillIn(page: HTMLElement): void {
  const name = page.querySelector<HTMLInputElement>('input[name="name"]')!;
  name.value = 'Ann';
  name.dispatchEvent(new Event('input', { bubbles: true }));
  const sex = page.querySelector<HTMLSelectElement>('select')!;
  sex.value = 'FEMALE';
  sex.dispatchEvent(new Event('change', { bubbles: true }));
  page.querySelector<HTMLInputElement>('input[type="checkbox"]')!.click();
}

async function hydrate(page: HTMLElement, props: PageProps): Promise<void> {
  act(() => {
    build.adopt(
      hydrateRoot(
        page,
        <HandsOverThePrerenderedPage>
          <Page {...props} />
        </HandsOverThePrerenderedPage>,
      ),
    );
  });
  // The kept press is made in a task of its own.
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
}

/** The app rendering the page afresh over its markup (new nodes), as startup does when it cannot hydrate. */
async function renderAfresh(
  page: HTMLElement,
  props: PageProps,
  shown: ReactElement = <Page {...props} />,
): Promise<void> {
  act(() => {
    page.replaceChildren();
    const root = createRoot(page);
    build.adopt(root);
    root.render(<HandsOverThePrerenderedPage>{shown}</HandsOverThePrerenderedPage>);
  });
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
}

const handlers = () => ({
  onSend: vi.fn<(sent: Sent) => void>(),
  onStart: vi.fn<() => void>(),
});

describe('before a prerendered page hydrates', () => {
  it("keeps what was typed, chosen and ticked: the app's state holds it once hydrated", async () => {
    const props = handlers();
    const page = prerendered(props);
    fillIn(page);
    await hydrate(page, props);

    expect(page.querySelector('output')?.textContent).toBe('Ann|FEMALE|true');
    expect(page.querySelector<HTMLInputElement>('input[name="name"]')?.value).toBe('Ann');
    expect(page.querySelector<HTMLSelectElement>('select')?.value).toBe('FEMALE');
    expect(page.querySelector<HTMLInputElement>('input[type="checkbox"]')?.checked).toBe(true);
    expect(props.onSend).not.toHaveBeenCalled();
  });

  it('keeps a submit instead of letting the browser send it, and makes it through the app once hydrated', async () => {
    const props = handlers();
    const page = prerendered(props);
    fillIn(page);
    const submit = new SubmitEvent('submit', { bubbles: true, cancelable: true });
    page.querySelector('form')!.dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(true);

    await hydrate(page, props);

    expect(props.onSend).toHaveBeenCalledTimes(1);
    expect(props.onSend).toHaveBeenCalledWith({ name: 'Ann', sex: 'FEMALE', terms: true });
  });

  it('makes the last press again once hydrated, only once', async () => {
    const props = handlers();
    const page = prerendered(props);
    page.querySelector<HTMLButtonElement>('button[type="button"]')!.click();
    page.querySelector<HTMLButtonElement>('button[type="button"]')!.click();

    await hydrate(page, props);

    expect(props.onStart).toHaveBeenCalledTimes(1);
    expect(props.onSend).not.toHaveBeenCalled();
  });

  it('changes nothing when nothing was done on the page', async () => {
    const props = handlers();
    const page = prerendered(props);
    await hydrate(page, props);

    expect(page.querySelector('output')?.textContent).toBe('||false');
    expect(props.onSend).not.toHaveBeenCalled();
    expect(props.onStart).not.toHaveBeenCalled();
  });

  it('drops a press when the app renders the page afresh (its nodes are gone), and keeps nothing it was not given', async () => {
    const props = handlers();
    const page = prerendered(props);
    page.querySelector<HTMLButtonElement>('button[type="button"]')!.click();

    await renderAfresh(page, props);

    expect(props.onStart).not.toHaveBeenCalled();
    expect(page.querySelector('output')?.textContent).toBe('||false');
  });

  it('gives a page the app renders afresh what was typed, chosen and ticked in its fields of the same name, and the submit to its form', async () => {
    const props = handlers();
    const page = prerendered(props);
    fillIn(page);
    const submit = new SubmitEvent('submit', { bubbles: true, cancelable: true });
    page.querySelector('form')!.dispatchEvent(submit);

    await renderAfresh(page, props);

    expect(page.querySelector('output')?.textContent).toBe('Ann|FEMALE|true');
    expect(page.querySelector<HTMLInputElement>('input[name="name"]')?.value).toBe('Ann');
    // The kept submit goes to the new form of the same fields, through the app, once.
    expect(props.onSend).toHaveBeenCalledTimes(1);
    expect(props.onSend).toHaveBeenCalledWith({ name: 'Ann', sex: 'FEMALE', terms: true });
  });

  it('drops a kept submit when the page the app renders afresh has no form of the same fields', async () => {
    const props = handlers();
    const page = prerendered(props);
    fillIn(page);
    page
      .querySelector('form')!
      .dispatchEvent(new SubmitEvent('submit', { bubbles: true, cancelable: true }));
    const sentOther = vi.fn();

    await renderAfresh(
      page,
      props,
      <form
        onSubmit={(event) => {
          event.preventDefault();
          sentOther();
        }}
      >
        <input name="name" aria-label="Name" />
        <input name="code" aria-label="Code" />
        <button type="submit">Confirm</button>
      </form>,
    );

    expect(page.querySelector<HTMLInputElement>('input[name="name"]')?.value).toBe('Ann');
    expect(sentOther).not.toHaveBeenCalled();
    expect(props.onSend).not.toHaveBeenCalled();
  });

  it('keeps the visitor in the field they were typing in when the app renders the page afresh', async () => {
    const props = handlers();
    const page = prerendered(props);
    const typedIn = page.querySelector<HTMLInputElement>('input[name="name"]')!;
    typedIn.focus();

    await renderAfresh(page, props);

    const namesake = page.querySelector<HTMLInputElement>('input[name="name"]')!;
    expect(namesake).not.toBe(typedIn);
    expect(document.activeElement).toBe(namesake);
  });

  it('hands the focus over as soon as the new fields are in the page, before the app has told it rendered', async () => {
    const props = handlers();
    const page = prerendered(props);
    page.querySelector<HTMLInputElement>('input[name="name"]')!.focus();
    // The app's render is committed (its new nodes replace the markup); its effects have not run.
    const namesake = document.createElement('input');
    namesake.name = 'name';
    page.replaceChildren(namesake);
    expect(document.activeElement).toBe(document.body);

    await Promise.resolve(); // the page's observers run once the commit's task is done

    expect(document.activeElement).toBe(namesake);
  });

  it('hands over once: later renders and presses are the app alone', async () => {
    const props = handlers();
    const page = prerendered(props);
    await hydrate(page, props);
    document.dispatchEvent(new Event(APP_RENDERED_EVENT));
    const submit = new SubmitEvent('submit', { bubbles: true, cancelable: true });
    page.querySelector('form')!.dispatchEvent(submit);

    // The app's own handler ran (and prevented the browser's submit), not a kept press.
    expect(props.onSend).toHaveBeenCalledTimes(1);
  });
});

describe('the policy', () => {
  it('allows the inline script by the hash of its text', () => {
    const digest = createHash('sha256').update(BEFORE_HYDRATION_SCRIPT, 'utf8').digest('base64');
    expect(BEFORE_HYDRATION_SCRIPT_HASH).toBe(`'sha256-${digest}'`);
  });
});
