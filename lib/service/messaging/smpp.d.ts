// The parts of the `smpp` package (node-smpp, no bundled types) the gateway and its tests use.
declare module "smpp" {
  import type { EventEmitter } from "node:events";
  export type Pdu = {
    command: string;
    command_status: number;
    [field: string]: unknown;
    response: (fields?: Record<string, unknown>) => Pdu;
  };
  export class Session extends EventEmitter {
    send(pdu: Pdu): void;
    close(): void;
    destroy(): void;
    pause(): void;
    resume(): void;
    bind_transceiver(fields: Record<string, unknown>, callback: (pdu: Pdu) => void): void;
    submit_sm(fields: Record<string, unknown>, callback: (pdu: Pdu) => void): void;
    deliver_sm(fields: Record<string, unknown>, callback?: (pdu: Pdu) => void): void;
    unbind(callback?: (pdu: Pdu) => void): void;
  }
  export class Server extends EventEmitter {
    listen(port: number, host: string, callback?: () => void): void;
    close(callback?: () => void): void;
    address(): { port: number };
  }
  export function connect(options: { url: string; auto_enquire_link_period?: number }, listener?: () => void): Session;
  export function createServer(listener: (session: Session) => void): Server;
  export const ESME_ROK: number;
  export const ESME_RBINDFAIL: number;
}
