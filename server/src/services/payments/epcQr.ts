/**
 * The payload of the EPC QR code, "Betalen met QR" / "Payer avec QR" in Belgium: the European Payments
 * Council's "Quick Response Code: Guidelines to Enable Data Capture for the Initiation of a SEPA Credit
 * Transfer" (EPC069-12, v3.0 of 2022), version 002, character set 1 (UTF-8), identification SCT. The
 * Belgian structured communication goes in element 10, the structured remittance information, as its 12
 * digits (docs/decisions.md "Dues: the structured communication in the EPC QR code"). IBAN and BIC are
 * checked with ibantools; {@link validIban}, {@link electronicIban} and {@link validBic} are there for
 * the club's settings too.
 */
import { electronicFormatIBAN, isSEPACountry, isValidBIC, isValidIBAN } from 'ibantools';
import { formatStructuredCommunication } from './structuredCommunication';

/** Error correction level of the symbol: EPC069-12 prescribes M (about 15 % of the symbol recoverable). */
export const EPC_QR_ERROR_CORRECTION = 'M';

/**
 * Bytes a payload may take: EPC069-12 allows QR code versions up to 13, whose capacity at level M in
 * byte mode is 331 bytes.
 */
export const EPC_QR_MAX_BYTES = 331;

/** The white margin around the symbol, in modules: ISO/IEC 18004's quiet zone of 4 modules. */
export const EPC_QR_QUIET_ZONE_MODULES = 4;

/**
 * The smallest printed side of the symbol (quiet zone excluded), in millimetres: 2 cm, the minimum the
 * payment-QR guides we could read set for print (iDEAL QR guidelines v3.0 §1); below it phone cameras
 * at reading distance no longer resolve the modules.
 */
export const EPC_QR_MIN_SIDE_MM = 20;

/**
 * The side the dues letter prints the symbol at (quiet zone excluded), in millimetres: well above
 * {@link EPC_QR_MIN_SIDE_MM}, so that even a version 13 symbol (69 modules) has modules of 0.5 mm.
 */
export const EPC_QR_SIDE_MM = 35;

/** Characters of the beneficiary's name (element 6) at most. */
const NAME_MAX_CHARACTERS = 70;
/** The amount's bounds (element 8), in euro cents: EUR0.01 to EUR999999999.99. */
const AMOUNT_CENTS = { min: 1, max: 99_999_999_999 };

/**
 * `text` (an IBAN as people write it, with or without spaces, any case) in electronic form, e.g.
 * `BE68 5390 0754 7034` → `BE68539007547034`; undefined when it is not a valid IBAN (ISO 13616: length,
 * check digits and the country's own account check, as ibantools knows them) of a SEPA country.
 */
export function electronicIban(text: string): string | undefined {
  const iban = electronicFormatIBAN(text.trim());
  return iban && isValidIBAN(iban) && isSEPACountry(iban.slice(0, 2)) ? iban : undefined;
}

/** Whether `text` is an IBAN an EPC QR code can carry: see {@link electronicIban}. */
export const validIban = (text: string) => electronicIban(text) !== undefined;

/** Whether `text` is a BIC (ISO 9362: 8 or 11 letters and digits of a known country), in any case. */
export const validBic = (text: string) => isValidBIC(text.trim());

/** What an EPC QR code asks to pay: a SEPA credit transfer to the club. */
export interface EpcCreditTransfer {
  /** BIC of the beneficiary's bank (element 5), optional in version 002 within the EEA. */
  bic?: string;
  /** Name of the beneficiary (element 6): 1 to 70 characters, on one line. */
  name: string;
  /** IBAN of the beneficiary (element 7), of a SEPA country, in any of the forms {@link electronicIban} reads. */
  iban: string;
  /** The amount (element 8) in euro cents: 1 to 99,999,999,999 (EUR0.01 to EUR999999999.99). */
  amountCents: number;
  /** The structured communication's 12 digits (element 10). */
  structuredCommunication: string;
}

/**
 * The text the EPC QR code of `transfer` holds (EPC069-12 v3.0, its table of data elements): the lines
 * `BCD`, `002`, `1` (UTF-8), `SCT`, the BIC (upper case, or empty), the name, the IBAN in electronic
 * form, the amount as `EUR` and euros with two decimals (`EUR1234.50`), an empty purpose, and the
 * structured communication's 12 digits, separated by line feeds; the empty elements 11 and 12 after it
 * are left off, as the guidelines ask of trailing empty elements.
 * @throws RangeError when the BIC, name, IBAN, amount or structured communication is not as above, or
 * the payload exceeds {@link EPC_QR_MAX_BYTES} in UTF-8.
 */
export function epcQrPayload(transfer: EpcCreditTransfer): string {
  const bic = transfer.bic?.trim().toUpperCase() ?? '';
  if (bic !== '' && !isValidBIC(bic)) throw new RangeError(`${JSON.stringify(transfer.bic)} is not a BIC.`);
  const name = transfer.name.trim();
  if (name === '' || [...name].length > NAME_MAX_CHARACTERS || /[\r\n]/.test(name))
    throw new RangeError(`The beneficiary's name has 1 to ${NAME_MAX_CHARACTERS} characters on one line.`);
  const iban = electronicIban(transfer.iban);
  if (!iban) throw new RangeError(`${JSON.stringify(transfer.iban)} is not an IBAN of a SEPA country.`);
  const cents = transfer.amountCents;
  if (!Number.isSafeInteger(cents) || cents < AMOUNT_CENTS.min || cents > AMOUNT_CENTS.max)
    throw new RangeError(`An EPC QR code asks EUR0.01 to EUR999999999.99, not ${cents} cents.`);
  // Formatting checks the 12 digits and their check digits; the payload carries the digits alone.
  formatStructuredCommunication(transfer.structuredCommunication);
  const amount = `EUR${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
  const payload = [
    'BCD',
    '002',
    '1',
    'SCT',
    bic,
    name,
    iban,
    amount,
    '',
    transfer.structuredCommunication,
  ].join('\n');
  if (Buffer.byteLength(payload, 'utf8') > EPC_QR_MAX_BYTES)
    throw new RangeError(`The payload takes more than ${EPC_QR_MAX_BYTES} bytes.`);
  return payload;
}
