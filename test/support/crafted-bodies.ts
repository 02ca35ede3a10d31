import fc from "fast-check";
import { z } from "zod";

/** Names every plain object inherits: a look-up by one of them finds Object.prototype's member, not a missing key. */
export const PROTOTYPE_NAMES = ["__proto__", "constructor", "prototype", "toString", "hasOwnProperty", "valueOf"] as const;

type JsonSchema = {
  type?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: string[];
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  minimum?: number;
  maximum?: number;
};

const jsonSchemaOf = (schema: z.ZodType) => z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }) as JsonSchema;

// Object.fromEntries defines own properties, so "__proto__" becomes a key of the body, as JSON.parse makes it.
const objectOf = (entries: [string, unknown][]) => Object.fromEntries(entries);

function conformingString(schema: JsonSchema): fc.Arbitrary<string> {
  if (schema.enum) return fc.constantFrom(...schema.enum);
  if (schema.pattern) return fc.stringMatching(new RegExp(schema.pattern));
  return fc.string({ minLength: schema.minLength ?? 0, maxLength: Math.min(schema.maxLength ?? 20, 20) });
}

function arbitraryOf(schema: JsonSchema): fc.Arbitrary<unknown> {
  switch (schema.type) {
    case "string":
      return fc.oneof({ arbitrary: fc.constantFrom(...PROTOTYPE_NAMES), weight: 3 }, { arbitrary: conformingString(schema), weight: 1 });
    case "boolean":
      return fc.boolean();
    case "integer":
    case "number":
      return fc.integer({ min: schema.minimum ?? -1000, max: schema.maximum ?? 1000 });
    case "array":
      return fc.array(arbitraryOf(schema.items ?? {}), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.min(schema.maxItems ?? 3, 3),
      });
    case "object": {
      const required = new Set(schema.required ?? []);
      const fields = Object.entries(schema.properties ?? {}).map(([name, property]) =>
        required.has(name)
          ? arbitraryOf(property).map((value): [string, unknown][] => [[name, value]])
          : fc
              .option(arbitraryOf(property), { nil: undefined })
              .map((value): [string, unknown][] => (value === undefined ? [] : [[name, value]])),
      );
      const extras = fc
        .subarray([...PROTOTYPE_NAMES])
        .chain((names) => fc.tuple(...names.map((name) => fc.constantFrom<[string, unknown]>([name, name], [name, {}], [name, 1]))));
      return fc.tuple(fc.tuple(...fields), extras).map(([present, extra]) => objectOf([...present.flat(), ...extra]));
    }
    default:
      return fc.constantFrom<unknown>(...PROTOTYPE_NAMES, null, {});
  }
}

/** Bodies of a step schema's shape whose strings are mostly prototype names, with prototype names as extra keys. */
export function craftedBodies(schema: z.ZodType): fc.Arbitrary<unknown> {
  return arbitraryOf(jsonSchemaOf(schema));
}

/** The body with every field present and every string field set to `name`: one deterministic case per prototype name. */
export function everyStringIs(schema: z.ZodType, name: string): unknown {
  const fill = (node: JsonSchema): unknown => {
    switch (node.type) {
      case "string":
        return name;
      case "boolean":
        return true;
      case "integer":
      case "number":
        return node.minimum ?? 0;
      case "array":
        return [fill(node.items ?? {})];
      case "object":
        return objectOf(Object.entries(node.properties ?? {}).map(([key, property]) => [key, fill(property)]));
      default:
        return name;
    }
  };
  return fill(jsonSchemaOf(schema));
}
