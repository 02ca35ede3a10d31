import type { Widen } from "@/lib/i18n/widen";
import type { eventsEn } from "./en";

export const eventsPt: Widen<typeof eventsEn> = {
  types: {
    "process-created": "Processo iniciado",
    "payload-submitted": "Passo submetido",
    "process-updated": "Processo avançou",
    "status-updated": "Estado alterado",
  },
  devices: { desktop: "Computador", mobile: "Telemóvel", any: "Qualquer dispositivo" },
  statuses: { finished: "terminado", "in-progress": "em curso" },
};
