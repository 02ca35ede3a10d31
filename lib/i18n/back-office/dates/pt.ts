import type { Widen } from "@/lib/i18n/widen";
import type { datesEn } from "./en";

export const datesPt: Widen<typeof datesEn> = {
  months: "jan. fev. mar. abr. mai. jun. jul. ago. set. out. nov. dez.",
  day: "{day} {month} {year}",
  timestamp: "{date}, {time} UTC",
};
