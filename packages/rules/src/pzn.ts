// Pharmazentralnummer (PZN8) check, used by the product form and by the CMS's check of a stored product.

export const PZN_MESSAGE = "Ungültige PZN: 8 Ziffern mit gültiger Prüfziffer erforderlich";

/**
 * True for an 8-digit PZN whose last digit is the PZN8 check digit: digits 1 to 7 weighted 1 to 7,
 * the sum modulo 11. A remainder of 10 is never issued, so such numbers are invalid.
 */
export function isValidPzn(value: string): boolean {
  if (!/^\d{8}$/.test(value)) return false;
  let sum = 0;
  for (let i = 0; i < 7; i++) sum += (i + 1) * Number(value[i]);
  const check = sum % 11;
  return check !== 10 && check === Number(value[7]);
}
