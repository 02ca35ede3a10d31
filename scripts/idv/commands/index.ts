import type { Command } from "../cli";
import { auditVerify } from "./audit";
import { seed } from "./seed";
import { userCreate, userDisable, userEnable, userList } from "./users";

export const COMMANDS: Command[] = [userCreate, userList, userDisable, userEnable, seed, auditVerify];
