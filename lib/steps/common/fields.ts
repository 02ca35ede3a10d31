import { z } from "zod";

const regionNames = new Intl.DisplayNames(["en"], { type: "region" });

/** ISO 3166-1 alpha-2, checked against the runtime's region data (an unknown code names itself). */
export function isCountryCode(code: string): boolean {
  if (!/^[A-Z]{2}$/.test(code)) return false;
  const name = regionNames.of(code);
  return name !== code && name !== "Unknown Region";
}

// A Map: the country is the applicant's text, and a plain object would answer "__proto__" with Object.prototype.
const NATIONAL_DIGITS = new Map<string, { callingCode: string; lengths: number[] }>([
  ["PT", { callingCode: "351", lengths: [9] }],
  ["ES", { callingCode: "34", lengths: [9] }],
  ["FR", { callingCode: "33", lengths: [9] }],
  ["IT", { callingCode: "39", lengths: [9, 10] }],
  ["GB", { callingCode: "44", lengths: [10] }],
  ["DE", { callingCode: "49", lengths: [10, 11] }],
  ["US", { callingCode: "1", lengths: [10] }],
  ["BR", { callingCode: "55", lengths: [10, 11] }],
]);

export const ZCountry = z.string().refine(isCountryCode, "must be an ISO 3166-1 alpha-2 country code");

/** {country, number}: the number is national digits; its length is checked for the countries we know. */
export const ZPhone = z
  .strictObject({ country: ZCountry, number: z.string().regex(/^\+?[0-9 ]{4,20}$/, "must be digits") })
  .superRefine((phone, ctx) => {
    const rule = NATIONAL_DIGITS.get(phone.country);
    const digits = phone.number.replace(/\D/g, "");
    if (digits.length > 15) ctx.addIssue({ code: "custom", message: "has too many digits", path: ["number"] });
    if (rule && !phone.number.startsWith("+") && !rule.lengths.includes(digits.length)) {
      ctx.addIssue({ code: "custom", message: `must have ${rule.lengths.join(" or ")} digits for ${phone.country}`, path: ["number"] });
    }
  });
export type TPhone = z.infer<typeof ZPhone>;

export const ZZipcode = z.strictObject({ country: ZCountry, number: z.string().min(2).max(12) });

export const ZEmail = z.email();

/** An address an SMS gateway takes: +<calling code><national number> when the country is known. */
export function phoneRecipient(phone: TPhone): string {
  if (phone.number.startsWith("+")) return phone.number.replace(/\s/g, "");
  const rule = NATIONAL_DIGITS.get(phone.country);
  const digits = phone.number.replace(/\D/g, "");
  return rule ? `+${rule.callingCode}${digits}` : `${phone.country} ${digits}`;
}

export const ZBase64 = z.string().min(1).max(200_000_000);
export const ZOtpCode = z.string().regex(/^[0-9]{6}$/, "must be 6 digits");
