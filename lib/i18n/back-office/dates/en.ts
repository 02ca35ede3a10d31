/** How a date and a time are written: the months' short names (January first) and the order of the parts. */
export const datesEn = {
  months: "Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec",
  day: "{day} {month} {year}",
  timestamp: "{date}, {time} UTC",
};
