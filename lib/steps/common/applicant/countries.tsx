export const COUNTRIES = [
  "PT",
  "ES",
  "FR",
  "IT",
  "DE",
  "GB",
  "IE",
  "NL",
  "BE",
  "LU",
  "CH",
  "US",
  "CA",
  "BR",
  "AO",
  "MZ",
  "CV",
  "GW",
  "ST",
  "TL",
];

export function countryName(code: string, lang: string): string {
  return new Intl.DisplayNames([lang], { type: "region" }).of(code) ?? code;
}

export function CountryOptions({ lang }: { lang: string }) {
  return (
    <>
      {COUNTRIES.map((code) => (
        <option key={code} value={code}>
          {countryName(code, lang)}
        </option>
      ))}
    </>
  );
}
