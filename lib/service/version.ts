import packageJson from "@/package.json";

/** The service's version as recorded on every process. */
export const SERVICE_VERSION: string = packageJson.version;
