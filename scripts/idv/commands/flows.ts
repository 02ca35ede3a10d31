import fs from "node:fs";
import { AppError } from "@/lib/errors";
import { exportFlow, importFlow, setFlowActive } from "@/lib/provisioning/flows";
import { type Command, requireFlag } from "../cli";

export const flowImport: Command = {
  name: "flow:import",
  usage: "flow:import FILE.json --account ID [--activate]   (FILE in the spec's Flow shape; prints the new flow id)",
  async run({ db, flags, args }) {
    const [file] = args;
    if (!file) throw new AppError("invalid", "the flow file is required");
    let definition: unknown;
    try {
      definition = JSON.parse(fs.readFileSync(file, "utf8"));
    } catch (error) {
      throw new AppError("invalid", `cannot read ${file} as JSON: ${error instanceof Error ? error.message : String(error)}`);
    }
    const { id } = await importFlow(db, { accountId: requireFlag(flags, "account"), definition, activate: flags.activate === true });
    return { json: { flowId: id, active: flags.activate === true }, human: `Flow ${id}${flags.activate === true ? " (active)" : ""}` };
  },
};

function flowToggle(name: string, active: boolean): Command {
  return {
    name,
    usage: `${name} ID${active ? "   (deactivates the account's other flows)" : ""}`,
    async run({ db, args }) {
      const [id] = args;
      if (!id) throw new AppError("invalid", "the flow id is required");
      const result = await setFlowActive(db, id, active);
      return { json: result, human: `Flow ${id} is now ${active ? "active" : "inactive"}` };
    },
  };
}

export const flowActivate = flowToggle("flow:activate", true);
export const flowDeactivate = flowToggle("flow:deactivate", false);

export const flowExport: Command = {
  name: "flow:export",
  usage: "flow:export ID   (the flow in the spec's shape, as JSON)",
  async run({ db, args }) {
    const [id] = args;
    if (!id) throw new AppError("invalid", "the flow id is required");
    const flow = await exportFlow(db, id);
    return { json: flow, human: JSON.stringify(flow, null, 2) };
  },
};
