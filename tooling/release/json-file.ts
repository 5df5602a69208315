/** Reading the JSON files of a release through their zod schemas, with errors that name the file and the fault. */
import { readFile } from 'node:fs/promises';
import { z } from 'zod';

/** `value` checked against `schema`; otherwise an error saying which file (or record) is wrong and how. */
export function parseWith<T>(schema: z.core.$ZodType<T>, value: unknown, source: string): T {
  const result = z.safeParse(schema, value);
  if (!result.success) throw new Error(`${source} is malformed, refused:\n${z.prettifyError(result.error)}`);
  return result.data;
}

/** The file parsed as JSON and checked against `schema`; undefined when the file does not exist. */
export async function readOptionalJsonFile<T>(file: string, schema: z.core.$ZodType<T>): Promise<T | undefined> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw new Error(`${file} is not JSON, refused: ${(error as Error).message}`, { cause: error });
  }
  return parseWith(schema, value, file);
}

/** The file parsed as JSON and checked against `schema`; a missing file is an error too. */
export async function readJsonFile<T>(file: string, schema: z.core.$ZodType<T>): Promise<T> {
  const value = await readOptionalJsonFile(file, schema);
  if (value === undefined) throw new Error(`${file} is missing`);
  return value;
}
