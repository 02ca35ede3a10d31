// The part of mailparser the tests use (the package ships no types).
declare module "mailparser" {
  export type ParsedMail = { subject?: string; text?: string; to?: { text: string } | { text: string }[] };
  export function simpleParser(source: NodeJS.ReadableStream): Promise<ParsedMail>;
}
