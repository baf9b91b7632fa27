import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { operatorSchema, type Operator } from '@maryjane/contract/content';
import type { z } from 'zod';
import { loadYaml } from '../../platform/lazy-modules';

/** A content file that does not follow content/README.md; names the file and the field. */
export class ContentError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid content:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ContentError';
  }
}

function splitFrontMatter(source: string): { data: unknown; body: string } | null {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/.exec(source);
  if (!match) return null;
  return {
    data: loadYaml().parse(match[1] ?? ''),
    body: (match[2] ?? '').replace(/^\s*\n/, '').trimEnd(),
  };
}

export function markdownFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => name.endsWith('.md'))
    .sort();
}

export interface Parsed<T> {
  data: T;
  body: string;
}

/** Reads one file and validates its front matter; records a problem and answers null if bad. */
export function readFile<S extends z.ZodType>(
  file: string,
  schema: S,
  root: string,
  problems: string[],
): Parsed<z.infer<S>> | null {
  const name = path.relative(root, file);
  let split: { data: unknown; body: string } | null;
  try {
    split = splitFrontMatter(readFileSync(file, 'utf8'));
  } catch (error) {
    problems.push(`${name}: front matter is not valid YAML (${(error as Error).message})`);
    return null;
  }
  if (!split) {
    problems.push(`${name}: no front matter (the file must start with a --- block)`);
    return null;
  }
  const parsed = schema.safeParse(split.data);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      problems.push(`${name}: ${issue.path.join('.') || '(front matter)'}: ${issue.message}`);
    }
    return null;
  }
  if (split.body.length === 0) {
    problems.push(`${name}: the body is empty`);
    return null;
  }
  return { data: parsed.data, body: split.body };
}

/** The placeholders of content/operator.example.yml: a copy still holding one is no Impressum. */
const TEMPLATE_VALUES = ['Your name or company', 'Example Street 1', 'contact@example.org'];

/**
 * Who runs this instance, for the Impressum (§ 5 DDG): the first of `files` that exists, null when
 * none does or the one found still holds the example's placeholders. A file that is there but
 * broken is a problem (the start stops and names it), as a broken article is.
 */
export function loadOperator(files: readonly string[], problems: string[]): Operator | null {
  const file = files.find((candidate) => existsSync(candidate));
  if (!file) return null;
  let data: unknown;
  try {
    data = loadYaml().parse(readFileSync(file, 'utf8'));
  } catch (error) {
    problems.push(`${file}: not valid YAML (${(error as Error).message})`);
    return null;
  }
  const parsed = operatorSchema.safeParse(data);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      problems.push(`${file}: ${issue.path.join('.') || '(file)'}: ${issue.message}`);
    }
    return null;
  }
  const values: string[] = Object.values(parsed.data);
  return values.some((value) => TEMPLATE_VALUES.includes(value)) ? null : parsed.data;
}
