import {
  UK_POSTCODE_PATTERN,
  type Address,
  type Country,
  type Member,
  type MemberPatchRequest,
} from '../schemas';
import {
  FieldModel,
  regexRule,
  requiredRule,
  usPostalCodeRule,
  type ValidationRule,
} from '../validation';
import { formatPhoneForDisplay } from '../locale/phoneDisplay';
import { CHOICE_RULES, PHONE_NUMBER_RULES, trimText } from './memberFieldRules';

/** The Account form's fields (the name and e-mail are shown, not edited). */
export interface AccountFields {
  readonly phone: FieldModel;
  readonly line1: FieldModel;
  readonly line2: FieldModel;
  readonly city: FieldModel;
  /** A US state or territory code, or a UK region code; '' until chosen. */
  readonly state: FieldModel;
  readonly postalCode: FieldModel;
  readonly timeZone: FieldModel;
  readonly optInEmail: FieldModel<boolean>;
  readonly optInPhone: FieldModel<boolean>;
}

export type AccountFieldLabels = {
  readonly [K in Exclude<keyof AccountFields, 'optInEmail' | 'optInPhone'>]: string;
} & { readonly optInEmail: string; readonly optInPhone: string };

/** The country of the member's address: the address's own, else the member's. */
export function accountCountry(member: Member): Country {
  return member.address?.country ?? member.country;
}

const ADDRESS_FIELDS = ['line1', 'line2', 'city', 'state', 'postalCode'] as const;

/**
 * The Account form over a loaded member: phone (the number on file shown as its country writes
 * it), address (US states or UK regions, a postal code
 * of the country), time zone and notification opt-ins. The address follows one rule: an address
 * on file cannot be removed (PATCH takes a whole address), and a new one is all or nothing, so
 * its fields are required (and marked so) once the member has an address or starts typing one.
 */
export class AccountForm {
  readonly fields: AccountFields;
  readonly country: Country;
  private readonly hasAddressOnFile: boolean;
  /** The number on file and the field's first value: the number as its country writes it. */
  private readonly phoneOnFile: { readonly stored: string; readonly shown: string };
  private readonly unsubscribes: (() => void)[];
  /** Whether the address fields carry `required` now (null before the first application). */
  private addressRulesRequired: boolean | null = null;

  constructor(member: Member, labels: AccountFieldLabels) {
    this.country = accountCountry(member);
    this.hasAddressOnFile = member.address != null;
    const text = (
      name: keyof AccountFieldLabels,
      initialValue: string,
      rules: readonly ValidationRule[] = [],
    ): FieldModel =>
      new FieldModel({ label: labels[name], initialValue, rules, normalize: trimText });
    const address = member.address;
    const storedPhone = member.phoneNumber ?? '';
    this.phoneOnFile = { stored: storedPhone, shown: formatPhoneForDisplay(storedPhone) };
    this.fields = {
      phone: text('phone', this.phoneOnFile.shown, PHONE_NUMBER_RULES),
      line1: text('line1', address?.line1 ?? ''),
      line2: text('line2', address?.line2 ?? ''),
      city: text('city', address?.city ?? ''),
      state: text('state', address?.state ?? ''),
      postalCode: text('postalCode', address?.postalCode ?? ''),
      timeZone: text('timeZone', member.timeZone, CHOICE_RULES),
      optInEmail: new FieldModel({
        label: labels.optInEmail,
        initialValue: member.optInEmailNotifications,
      }),
      optInPhone: new FieldModel({
        label: labels.optInPhone,
        initialValue: member.optInPhoneNotifications,
      }),
    };
    this.applyAddressRules();
    this.unsubscribes = ADDRESS_FIELDS.map((name) =>
      this.fields[name].subscribe(() => this.applyAddressRules()),
    );
  }

  /** Whether the address is sent (and each of its fields required). */
  addressRequired(): boolean {
    return (
      this.hasAddressOnFile ||
      ADDRESS_FIELDS.some((name) => this.fields[name].normalizedValue !== '')
    );
  }

  /**
   * The number to send: the one on file, as stored, while the field still shows it (a save of
   * other details leaves the stored form alone); otherwise the number as the member typed it.
   */
  private phoneNumber(): string {
    const typed = this.fields.phone.normalizedValue;
    return typed === this.phoneOnFile.shown ? this.phoneOnFile.stored : typed;
  }

  /** The PATCH body of a form whose fields all passed. */
  patch(): MemberPatchRequest {
    const f = this.fields;
    const patch: { -readonly [K in keyof MemberPatchRequest]: MemberPatchRequest[K] } = {
      phoneNumber: this.phoneNumber(),
      timeZone: f.timeZone.normalizedValue,
      optInEmailNotifications: f.optInEmail.value,
      optInPhoneNotifications: f.optInPhone.value,
    };
    if (this.addressRequired()) {
      const line2 = f.line2.normalizedValue;
      const postalCode = f.postalCode.normalizedValue;
      const address: Address = {
        line1: f.line1.normalizedValue,
        line2: line2 === '' ? null : line2,
        city: f.city.normalizedValue,
        state: f.state.normalizedValue,
        postalCode: this.country === 'US' ? postalCode : postalCode.toUpperCase(),
        country: this.country,
      };
      patch.address = address;
    }
    return patch;
  }

  /** Stops the address rule and every field. */
  dispose(): void {
    for (const unsubscribe of this.unsubscribes) unsubscribe();
    for (const field of Object.values(this.fields) as FieldModel<unknown>[]) field.dispose();
  }

  private applyAddressRules(): void {
    const required = this.addressRequired();
    // Only when the requirement changes: a field's rules stay the same objects otherwise.
    if (this.addressRulesRequired === required) return;
    this.addressRulesRequired = required;
    const need = (rules: readonly ValidationRule[]): readonly ValidationRule[] =>
      required ? [requiredRule(), ...rules] : rules;
    const postalFormat =
      this.country === 'US' ? usPostalCodeRule() : regexRule(UK_POSTCODE_PATTERN);
    this.fields.line1.setRules(need([]));
    this.fields.city.setRules(need([]));
    this.fields.state.setRules(need([]));
    this.fields.postalCode.setRules(need([postalFormat]));
  }
}
