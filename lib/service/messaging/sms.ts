import type { Db } from "@/lib/db/client";
import { env } from "@/lib/env";
import { recordSmsReceipt } from "./record-sms-receipt";
import { type SmsSender, smppGateway } from "./smpp-gateway";

let gateway: (SmsSender & { close?: () => void }) | undefined;
/** For tests: a gateway of their own (closing the one in use); undefined goes back to SMPP_URL. */
export function setSmsSender(sender: (SmsSender & { close?: () => void }) | undefined): void {
  gateway?.close?.();
  gateway = sender;
}

/** The gateway SMPP_URL names, bound once per server process; none without it (development: the outbox only). */
export function smsGateway(db: Db): SmsSender | undefined {
  const { SMPP_URL, SMPP_SOURCE_ADDR } = env();
  if (!gateway && SMPP_URL)
    gateway = smppGateway({ url: SMPP_URL, sourceAddr: SMPP_SOURCE_ADDR }, (report) => recordSmsReceipt(db, report));
  return gateway;
}

/** Whether SMS go out through a gateway (queued, sent, retried) or only into the outbox. */
export function hasSmsGateway(): boolean {
  return gateway !== undefined || Boolean(env().SMPP_URL);
}

/** Binds the gateway at a server's start, so receipts of messages sent before a restart arrive without waiting for a send. */
export function bindSmsGateway(db: Db): boolean {
  return smsGateway(db) !== undefined;
}
