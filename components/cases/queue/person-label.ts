/** A staff member in a menu: the display name, the e-mail after it (both, since names can repeat); the e-mail alone when unnamed. */
export const personLabel = (person: { name?: string | null; email: string }) =>
  person.name?.trim() ? `${person.name.trim()} · ${person.email}` : person.email;
