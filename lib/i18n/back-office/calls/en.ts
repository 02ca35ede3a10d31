/** The list of scheduled video calls (issue 16). */
export const callsEn = {
  title: "Scheduled calls",
  intro: "Video calls applicants booked at a scheduling step, soonest first.",
  time: "Time",
  applicant: "Applicant",
  reference: "Reference",
  flow: "Flow",
  process: "Process",
  open: "Open the process",
  none: "No call is scheduled.",
  noName: "not given",
};
