import "server-only";
import { withDatabase } from "@/lib/db/with-database";
import { changeInstallationSettings, readInstallationSettings } from "./installation-settings";

/** The installation's settings on its database: what the admin settings page reads and changes. */
export const settings = withDatabase({ readInstallationSettings, changeInstallationSettings });
