import type { Locator, Page } from '@playwright/test';
import { choose } from './select';

/** A form field by its label, marked required (" *") or not. */
export const field = (page: Page, name: string): Locator =>
  page.getByLabel(new RegExp(`^${name}( \\*)?$`));

/** Who joins: a new member with a US phone number who accepts the terms. */
export interface NewMember {
  readonly email: string;
  readonly firstName?: string;
  readonly lastName?: string;
  readonly dateOfBirth?: string;
}

/** Fills every field of Join as a member does, without pressing Create account. */
export async function fillJoin(page: Page, member: NewMember): Promise<void> {
  await field(page, 'First name').fill(member.firstName ?? 'Ann');
  await field(page, 'Last name').fill(member.lastName ?? 'Lee');
  await field(page, 'E-mail').fill(member.email);
  await field(page, 'Password').fill('New-password-1');
  await field(page, 'Phone number').fill('+1 212 555 0100');
  await field(page, 'Date of birth').fill(member.dateOfBirth ?? '1985-06-01');
  await choose(page.getByRole('combobox', { name: 'Sex assigned at birth' }), 'Female');
  await page
    .getByRole('checkbox', { name: 'I accept the terms of service and the privacy notice.' })
    .check();
}
