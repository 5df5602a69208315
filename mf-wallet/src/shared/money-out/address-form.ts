/** The add-address dialog's rules (spec §3, §4, §5): type reset, what each type asks for, duplicates, TRC20. */
import { apiMessages, messages, type WithdrawAddress, type WithdrawAddressType } from 'shared-contracts';
import { isTrc20Address } from './trc20-address';

export interface AddressDraft {
  type: WithdrawAddressType;
  /** Types 1 and 3: the address; type 2: the phone number. */
  address: string;
  /** Type 2: the phone area code. */
  area: string;
}

/** Spec §4: choosing a type resets the area and address inputs. */
export function draftForType(type: WithdrawAddressType): AddressDraft {
  return { type, address: '', area: '' };
}

/** Area codes are compared without a leading + (855 and +855 are one code). */
const areaDigits = (area: string | null | undefined) => (area ?? '').trim().replace(/^\+/, '');

/** Spec §5: the same type and address (and area for type 2) as a listed one. */
export function isDuplicateAddress(draft: AddressDraft, listed: readonly WithdrawAddress[]): boolean {
  const address = draft.address.trim();
  return listed.some(
    (bound) =>
      bound.type === draft.type &&
      bound.address === address &&
      (draft.type !== 2 || areaDigits(bound.area) === areaDigits(draft.area)),
  );
}

export type DraftCheck =
  { ok: true; body: { type: WithdrawAddressType; address: string; area?: string } } | { ok: false; message: string };

/** Checks the draft in the order the player fills it: the fields, the format, then duplicates. */
export async function checkAddressDraft(draft: AddressDraft, listed: readonly WithdrawAddress[]): Promise<DraftCheck> {
  const address = draft.address.trim();
  if (draft.type === 2) {
    if (!/^\+?\d{1,4}$/.test(draft.area.trim())) return { ok: false, message: apiMessages.withdrawAreaInvalid };
    if (!/^\d{5,15}$/.test(address)) return { ok: false, message: apiMessages.withdrawPhoneInvalid };
  } else if (!address) return { ok: false, message: apiMessages.withdrawAddressMissing };
  if (draft.type === 1 && !(await isTrc20Address(address)))
    return { ok: false, message: messages.addresses.trc20Invalid };
  if (isDuplicateAddress(draft, listed)) return { ok: false, message: messages.addresses.duplicate };
  const body =
    draft.type === 2 ? { type: draft.type, address, area: areaDigits(draft.area) } : { type: draft.type, address };
  return { ok: true, body };
}

/**
 * An address as the panel lists it: +area phone for type 2.
 * @example addressText({ type: 2, address: '12345678', area: '855' }) // '+855 12345678'
 */
export function addressText(bound: Pick<WithdrawAddress, 'type' | 'address' | 'area'>): string {
  return bound.type === 2 ? `+${areaDigits(bound.area)} ${bound.address}` : bound.address;
}
