import { z } from "zod";

/** One listed person or organisation, in the columns of OpenSanctions' "simple" CSV export. */
export const ZSanctionsEntry = z.object({
  id: z.string().min(1),
  schema: z.string().default("Person"),
  name: z.string().min(1),
  /** Other spellings; semicolon-separated in CSV, an array in JSON. */
  aliases: z.array(z.string()).default([]),
  birth_date: z.string().default(""),
  countries: z.array(z.string()).default([]),
  sanctions: z.string().default(""),
  dataset: z.string().default(""),
});
export type TSanctionsEntry = z.infer<typeof ZSanctionsEntry>;
