import type { Command } from "../cli";
import { accountActivate, accountCreate, accountDeactivate, appCreate, credentialCreate, credentialRevoke } from "./accounts";
import { amlLoad } from "./aml";
import { auditVerify } from "./audit";
import { backup, backupCheck, restore } from "./backup";
import { bundleCreate, bundleVerify } from "./bundles";
import { scoresIndex, seedCohort } from "./cohort";
import { dbVacuum } from "./database";
import { demoMedia } from "./demo-media";
import { fileUpload, outboxList } from "./files-and-outbox";
import { flowActivate, flowDeactivate, flowExport, flowImport } from "./flows";
import { remoteAccountAdd, remoteAccountList, remoteAccountRemove } from "./remote-accounts";
import { legalHoldLift, legalHoldPlace, processErase, retentionRun, retentionSet } from "./retention";
import { seed } from "./seed";
import { seedShowcase } from "./showcase";
import { storageMigrate } from "./storage";
import { userCreate, userDisable, userEnable, userEndSessions, userList, userResetPassword, userRole } from "./users";
import { webhookCreate, webhookDelete, webhookList } from "./webhooks";

export const COMMANDS: Command[] = [
  userCreate,
  userList,
  userDisable,
  userEnable,
  userRole,
  userEndSessions,
  userResetPassword,
  accountCreate,
  accountActivate,
  accountDeactivate,
  appCreate,
  credentialCreate,
  credentialRevoke,
  flowImport,
  flowActivate,
  flowDeactivate,
  flowExport,
  fileUpload,
  outboxList,
  webhookCreate,
  webhookList,
  webhookDelete,
  remoteAccountAdd,
  remoteAccountList,
  remoteAccountRemove,
  amlLoad,
  demoMedia,
  seed,
  seedShowcase,
  seedCohort,
  scoresIndex,
  auditVerify,
  bundleCreate,
  bundleVerify,
  storageMigrate,
  retentionRun,
  retentionSet,
  processErase,
  legalHoldPlace,
  legalHoldLift,
  dbVacuum,
  backup,
  restore,
  backupCheck,
];
