import { ukRegionName, usStateName } from '../locale/regions';
import type { Address } from '../schemas/member';

/**
 * The name of an address's state or region, looked up in the table of its country (spec section 3
 * lookup tables: US states and territories, UK regions); the code itself when it is unknown.
 */
export function addressRegionName(address: Pick<Address, 'state' | 'country'>): string {
  const name = address.country === 'US' ? usStateName(address.state) : ukRegionName(address.state);
  return name ?? address.state;
}
