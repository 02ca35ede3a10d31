import type { Db } from "@/lib/db/client";
import { env } from "@/lib/env";
import type { Caller } from "@/lib/service/context";

export type Customization = {
  colors: { primary: string; secondary: string };
  typography: { font: string };
  images: { logo: string; logoWhite: string };
};

export const DEFAULT_CUSTOMIZATION: Customization = {
  colors: { primary: "#0B5FFF", secondary: "#1B1F3B" },
  typography: { font: "system-ui" },
  images: { logo: "", logoWhite: "" },
};

export type BootstrapView = {
  account: { id: string; name: string; language: string; languages: string[]; publicKey: string; customization: Customization };
  qualified: { publicKey: string };
  system: { fileMaxSize: number; rtmUrl: string };
  providers: string[];
};

/** GET /accounts/init: the account's public settings; fileMaxSize is in bytes. */
export async function getBootstrap({ db, caller }: { db: Db; caller: Caller }): Promise<BootstrapView> {
  const [account, flow] = await Promise.all([
    db.account.findUniqueOrThrow({ where: { id: caller.accountId } }),
    db.flow.findFirst({ where: { accountId: caller.accountId, active: true }, select: { steps: true } }),
  ]);
  const steps = (flow?.steps ?? []) as { action?: { provider?: { providerId?: string } } }[];
  const providers = [...new Set(steps.map((s) => s.action?.provider?.providerId ?? "").filter(Boolean))];
  const config = env();
  return {
    account: {
      id: account.id,
      name: account.name,
      language: account.language,
      languages: account.languages as string[],
      publicKey: account.publicKey,
      customization: { ...DEFAULT_CUSTOMIZATION, ...(account.customization as Partial<Customization>) },
    },
    qualified: { publicKey: config.QUALIFIED_PUBLIC_KEY },
    system: {
      fileMaxSize: config.FILE_MAX_SIZE_BYTES,
      rtmUrl: config.RTM_URL || `${env().APP_URL.replace(/\/$/, "").replace(/^http/, "ws")}/rtm`,
    },
    providers,
  };
}
