/** A failure the operator or the admin caused and can fix; its message is safe to show them. */
export class StaffInputError extends Error {
  override name = "StaffInputError";
}
