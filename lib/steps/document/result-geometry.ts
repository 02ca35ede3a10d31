import { z } from "zod";

const ZPoint = z.tuple([z.number(), z.number()]);
const ZQuad = z.tuple([ZPoint, ZPoint, ZPoint, ZPoint]);

const ZSide = z.object({
  width: z.number().positive(),
  height: z.number().positive(),
  cardOutline: ZQuad.nullable().catch(null),
  glareSpots: z.array(z.object({ left: z.number(), top: z.number(), width: z.number(), height: z.number(), share: z.number() })).catch([]),
});

/** An MRZ cell; `character` is masked ("•••") for a reader who may not see personal data. */
const ZMrzCell = z.object({
  line: z.number().int().min(0),
  column: z.number().int().min(0),
  centre: ZPoint,
  pitch: z.number().positive(),
  character: z.string(),
  score: z.number(),
  margin: z.number(),
  isUncertain: z.boolean(),
});

/**
 * Where the document check measured what (card outline, glare cells, portrait, MRZ cells), in each photo's own pixels.
 * Results stored before the check kept it have none.
 */
export const ZDocumentGeometry = z.object({
  front: ZSide.extend({
    face: z
      .object({ box: z.tuple([z.number(), z.number(), z.number(), z.number()]), score: z.number() })
      .nullable()
      .catch(null),
  }),
  back: ZSide.optional().catch(undefined),
  mrzZone: z
    .object({
      side: z.enum(["front", "back"]),
      layout: z.string(),
      angle: z.number(),
      corners: ZQuad,
      cells: z.array(ZMrzCell),
    })
    .nullable()
    .catch(null),
});
export type TDocumentGeometry = z.output<typeof ZDocumentGeometry>;
export type TMrzCell = z.output<typeof ZMrzCell>;
