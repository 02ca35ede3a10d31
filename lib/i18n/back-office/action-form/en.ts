/** The action form's own words; the form is a client component, so it loads only these, by the page's language. */
export const actionFormEn = { working: "Working…", shownOnce: "(shown once, copy it now):" };
