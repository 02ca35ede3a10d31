/** The shell around every page: header links, loading, paging, the 403 and 404 pages, the action forms' shared words. */
export const shellEn = {
  security: "Security",
  sessions: "Sessions",
  signOut: "Sign out",
  loading: "Loading…",
  pagination: "Pagination",
  forbidden: {
    title: "Not allowed",
    body: "Your role does not give access to this page. Ask an administrator if you need it.",
    back: "Back to the overview",
  },
  notFound: { title: "Not found", body: "There is nothing at this address.", back: "Back to the overview" },
  videoCall: { title: "Video conference", open: "Open video conference", fromProcessPage: "Open the call from the process page." },
  header: { menu: "Menu", account: "Your account", openSearch: "Search", closeSearch: "Close the search" },
};
