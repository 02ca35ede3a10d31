import { z } from "zod";

/** A form's text fields, trimmed (a field the form lacks is absent), for the action's zod schema. */
export function formFields(form: FormData): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [name, value] of form.entries()) if (typeof value === "string") fields[name] = value.trim();
  return fields;
}

/** A text field a form may leave out: empty then. */
export const ZFormText = z.string().default("");

/** A yes/no field: a checkbox sends "on", a hidden field "true"; anything else, or nothing, is no. */
export const ZFormFlag = ZFormText.transform((value) => value === "on" || value === "true");
