import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { desktopOnly } from './support/projects';
import { signedIn } from './support/signedIn';
import { expectAxeClean } from './support/axe';
import { resetPlatform, signIn } from './support/booking';
import { PLATFORM } from './support/origins';

// Messages (spec section 2, Dashboard/Messages; issue "Messages: conversations with replies, an
// unread count in the navigation, 'we usually answer within ...' and an emergency note (911 in
// the US, 999 in the UK)"). The care team writes through the platform's control, the hub pushes
// it, the count beside Messages rises without a reload, and reading the conversation lowers it.

test.beforeEach(async ({ request }) => {
  await resetPlatform(request);
});

/** Waits until both hubs of the member are connected (tasks and encounters). */
async function waitForHubs(request: APIRequestContext): Promise<void> {
  await expect
    .poll(
      async () => {
        const hubs = (await (await request.get(`${PLATFORM}/__control/hubs`)).json()) as {
          connections: number;
        };
        return hubs.connections;
      },
      { timeout: 15_000 },
    )
    .toBeGreaterThanOrEqual(2);
}

/**
 * The unread count as a member meets it: on Messages in the navigation on a wide screen, on the
 * Menu button of a phone (the navigation folded). `count` 0: no count anywhere.
 */
async function expectUnreadCount(page: Page, count: number): Promise<void> {
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  const menu = page.getByRole('button', { name: /^Menu/ });
  const phone = await menu.isVisible();
  if (count === 0) {
    if (phone) await expect(menu).toHaveAccessibleName('Menu');
    else
      await expect(nav.getByRole('link', { name: /^Messages/ })).toHaveAccessibleName('Messages');
    return;
  }
  if (phone) {
    await expect(menu).toHaveAccessibleName(
      `Menu, ${count} unread message${count === 1 ? '' : 's'}`,
    );
  } else {
    await expect(nav.getByRole('link', { name: /^Messages/ })).toHaveAccessibleName(
      `Messages, ${count} unread`,
    );
  }
}

async function openMessages(page: Page): Promise<void> {
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  const link = nav.getByRole('link', { name: /^Messages/ });
  if (!(await link.isVisible())) await page.getByRole('button', { name: /^Menu/ }).click();
  await link.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible();
}

async function messageRead(request: APIRequestContext, id: string): Promise<boolean | undefined> {
  const state = (await (await request.get(`${PLATFORM}/__control/state`)).json()) as {
    messages: { id: string; read: boolean }[];
  };
  return state.messages.find((message) => message.id === id)?.read;
}

test('a care team reply pushed by the platform raises the count in the navigation; reading it lowers it', async ({
  page,
  request,
}) => {
  await signedIn(page);
  await waitForHubs(request);
  // The seed's one unread message.
  await expectUnreadCount(page, 1);
  await page.evaluate(() => {
    (window as unknown as { scanwiseNoReload: boolean }).scanwiseNoReload = true;
  });

  const written = await request.post(`${PLATFORM}/__control/messages`, {
    data: {
      user: 'demo@example.com',
      threadId: 'thr_demo_1',
      body: 'Your results look good. Nothing to do until next year.',
    },
  });
  expect(written.status()).toBe(201);
  const reply = (await written.json()) as { id: string };
  await expectUnreadCount(page, 2);

  await openMessages(page);
  // "a member with chest pain must not wait for a reply": the note comes before any message.
  const note = page.getByText('In a medical emergency, call 911 now.');
  await expect(note).toBeVisible();
  await expect(page.getByRole('region', { name: 'Write to your care team' })).toContainText(
    'We usually answer within 1 business day.',
  );
  const inbox = page.getByRole('region', { name: 'Inbox' });
  await expect(inbox).toContainText('2 unread messages');
  const heart = inbox.getByRole('button', { name: /^Your Heart CT report is ready/ });
  await expect(heart).toContainText('Unread');
  await expect(heart).toContainText('3 messages');
  await expectAxeClean(page);

  await heart.click();
  const thread = page.getByRole('region', {
    name: 'Conversation: Your Heart CT report is ready',
  });
  await expect(thread.getByText('Your results look good.', { exact: false })).toBeVisible();
  await expect(thread.getByRole('listitem')).toHaveCount(3);
  await expectUnreadCount(page, 1);
  await expect.poll(() => messageRead(request, reply.id)).toBe(true);

  // A reply in the same conversation.
  await thread.getByRole('textbox', { name: /Reply/ }).fill('Thank you!');
  await thread.getByRole('button', { name: 'Send reply' }).click();
  await expect(thread.getByRole('status')).toHaveText('Your reply was sent.');
  await expect(thread.getByRole('listitem')).toHaveCount(4);

  await inbox.getByRole('button', { name: /^Before your mammography/ }).click();
  await expectUnreadCount(page, 0);
  await expect(inbox).not.toContainText('unread message');
  await expectAxeClean(page);
  expect(
    await page.evaluate(
      () => (window as unknown as { scanwiseNoReload?: boolean }).scanwiseNoReload,
    ),
  ).toBe(true);
});

test(
  '/en-gb/messages names 999 and a working day before the member writes',
  desktopOnly('words'),
  async ({ page }) => {
    await signIn(page, 'demo@example.com', 'Demo-password-1', '/en-gb/sign-in');
    await page.goto('/en-gb/messages');
    await expect(page.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible();
    await expect(page.getByText('In a medical emergency, call 999 now.')).toBeVisible();
    await expect(page.getByRole('link', { name: '020 7946 0958' }).first()).toHaveAttribute(
      'href',
      'tel:+442079460958',
    );
    await expect(page.getByRole('region', { name: 'Write to your care team' })).toContainText(
      'We usually answer within 1 working day.',
    );
    await expect(page.getByText(/call 911/)).toHaveCount(0);
    await expectAxeClean(page);
  },
);
