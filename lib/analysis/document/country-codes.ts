// ISO 3166-1 alpha-2 → the alpha-3 code an MRZ prints (Germany prints "D"). Countries missing here are not
// compared: match_nationality is then left out rather than judged.
const ALPHA3 = new Map<string, string>(
  (
    "AD:AND AE:ARE AO:AGO AR:ARG AT:AUT AU:AUS BE:BEL BG:BGR BR:BRA CA:CAN CH:CHE CL:CHL CN:CHN CO:COL CV:CPV " +
    "CY:CYP CZ:CZE DE:D DK:DNK DZ:DZA EE:EST EG:EGY ES:ESP FI:FIN FR:FRA GB:GBR GR:GRC GW:GNB HR:HRV HU:HUN " +
    "ID:IDN IE:IRL IL:ISR IN:IND IS:ISL IT:ITA JP:JPN KR:KOR LI:LIE LT:LTU LU:LUX LV:LVA MA:MAR MC:MCO MT:MLT " +
    "MX:MEX MZ:MOZ NG:NGA NL:NLD NO:NOR NZ:NZL PE:PER PH:PHL PK:PAK PL:POL PT:PRT RO:ROU RS:SRB RU:RUS SA:SAU " +
    "SE:SWE SI:SVN SK:SVK SM:SMR ST:STP TL:TLS TN:TUN TR:TUR UA:UKR US:USA VA:VAT VE:VEN ZA:ZAF"
  )
    .split(" ")
    .map((pair) => pair.split(":") as [string, string]),
);

/** The MRZ nationality code for a country code (alpha-3 passes through); undefined when unknown. */
export function mrzCountryCode(code: string): string | undefined {
  const upper = code.trim().toUpperCase();
  if (/^[A-Z]{3}$/.test(upper) || upper === "D") return upper;
  return ALPHA3.get(upper);
}
