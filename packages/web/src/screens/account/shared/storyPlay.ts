import { expect, userEvent, waitFor, within } from 'storybook/test';

/** Play-function steps shared by the account screens' stories (also run by the stories test). */
export async function pressButton(canvasElement: HTMLElement, name: string): Promise<void> {
  const canvas = within(canvasElement);
  await userEvent.click(await canvas.findByRole('button', { name }));
}

export async function typeInto(
  canvasElement: HTMLElement,
  label: RegExp,
  text: string,
): Promise<void> {
  await userEvent.type(await within(canvasElement).findByLabelText(label), text);
}

export async function checkBox(canvasElement: HTMLElement, name: string): Promise<void> {
  await userEvent.click(await within(canvasElement).findByRole('checkbox', { name }));
}

/** Waits until an announcement (alert or status) with the text is on the page. */
export async function expectAnnouncement(
  canvasElement: HTMLElement,
  role: 'alert' | 'status',
  text: RegExp,
): Promise<void> {
  await waitFor(async () => {
    const found = within(canvasElement)
      .queryAllByRole(role)
      .some((element) => text.test(element.textContent ?? ''));
    await expect(found).toBe(true);
  });
}
