// Writes the command reference of `memai` (docs/cli/reference.md) from the definitions the CLI
// parses its own command line with, so the page cannot drift from the commands: each command's
// usage, description, arguments, options and examples come from memai-cli's `buildProgram`. The
// page is written when the plugin starts, before the docs plugin reads the docs folder, like the
// API reference TypeDoc writes into docs/api; it is build output, ignored by git.
import { readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import type { MemaiCommand as Command, examplesOf, subcommandsOf } from 'memai-cli/commands';
import { repositoryUrl } from '../site-links';

/** How the reference walks memai-cli's program: its commands and their examples. */
interface CommandTree {
  subcommandsOf: typeof subcommandsOf;
  examplesOf: typeof examplesOf;
}

/** Where the page goes, relative to the site's folder. */
export const referencePath = 'docs/cli/reference.md';

export default async function cliReferencePlugin(context: LoadContext): Promise<Plugin> {
  const cli = await import('memai-cli/commands').catch((error: unknown) => {
    throw new Error(
      `The command reference is built from memai-cli's compiled definitions: run \`npm run build --workspace packages/cli\` first. (${String(error)})`,
    );
  });
  const version = (createRequire(import.meta.url)('memai-cli/package.json') as { version: string })
    .version;
  const page = commandReference(await cli.buildProgram(version), cli, version);
  const path = join(context.siteDir, referencePath);
  // An unchanged page is not rewritten, so that `npm run dev` does not reload for nothing.
  if ((await readFile(path, 'utf8').catch(() => undefined)) !== page) {
    await writeFile(path, page);
  }
  return { name: 'cli-reference' };
}

/** The reference page's Markdown: the program, then every command, in the order `memai help` lists them. */
export function commandReference(program: Command, tree: CommandTree, version: string): string {
  const sections: string[] = [
    `---
# Written by website/plugins/cli-reference.ts from the commands' declarations in packages/cli/src/commands/: edit those.
title: Command reference
description: Every memai command with its usage, arguments, options and examples, taken from memai-cli ${version}'s own definitions.
custom_edit_url: ${repositoryUrl}/tree/main/packages/cli/src/commands
---`,
    `This page lists every command of \`memai\` ${version}, the command line of memai-cli, with its
arguments, options and examples. It is generated from the same definitions that \`memai\` parses its
command line with and prints as \`memai help COMMAND\`, so it always matches the commands. New to
\`memai\`? Start with [Getting started](./getting-started.md); [Scripting](./scripting.md) covers
\`--json\`, standard output and exit codes.

In a usage line, \`<angle brackets>\` mark an argument you must give, \`[square brackets]\` one you
may leave out, and \`...\` one you may repeat. Every command also takes \`-h, --help\`, which prints
its help and an example.

Every command that lists or searches follows one rule: \`--limit N\` prints up to N results in all,
fetching Mem's pages one after another only as far as they are needed, and \`--all\` prints every
result there is.`,
    commandSection(program, 2, tree),
  ];
  for (const command of tree.subcommandsOf(program)) {
    sections.push(commandSection(command, 2, tree));
    for (const subcommand of tree.subcommandsOf(command)) {
      sections.push(commandSection(subcommand, 3, tree));
    }
  }
  return `${sections.join('\n\n')}\n`;
}

/** A command's heading, usage line, description, arguments, options and examples. */
function commandSection(command: Command, level: number, tree: CommandTree): string {
  const parts = [
    `${'#'.repeat(level)} ${fullName(command)}`,
    `${text(sentence(command.description()))}`,
    `**Usage:** \`${command.createHelp().commandUsage(command)}\``,
  ];
  if (command.registeredArguments.length > 0) {
    parts.push(
      table(
        ['Argument', 'Description'],
        command.registeredArguments.map((argument) => [
          code(argumentTerm(argument)),
          text(sentence(argument.description)),
        ]),
      ),
    );
  }
  const options = command.options.filter((option) => !option.hidden);
  if (options.length > 0) {
    parts.push(
      table(
        ['Option', 'Description'],
        options.map((option) => {
          const notes = [sentence(option.description)];
          if (option.argChoices !== undefined) {
            notes.push(`One of ${option.argChoices.map((choice) => `\`${choice}\``).join(', ')}.`);
          }
          if (option.defaultValue !== undefined) {
            notes.push(`Default: \`${String(option.defaultValue)}\`.`);
          }
          return [code(option.flags), text(notes.join(' '))];
        }),
      ),
    );
  }
  if (tree.subcommandsOf(command).length > 0) {
    parts.push(
      table(
        ['Command', 'What it does'],
        tree
          .subcommandsOf(command)
          .map((subcommand) => [
            `[${fullName(subcommand)}](#${anchor(fullName(subcommand))})`,
            text(sentence(subcommand.description())),
          ]),
      ),
    );
  }
  const examples = tree.examplesOf(command);
  if (examples.length > 0) {
    parts.push(
      `${examples.length === 1 ? 'Example' : 'Examples'}:`,
      ['```bash', ...examples, '```'].join('\n'),
    );
  }
  return parts.join('\n\n');
}

/** An argument as its usage line shows it: `<id>`, `[file]`, `<id...>`. */
function argumentTerm(argument: Command['registeredArguments'][number]): string {
  const name = `${argument.name()}${argument.variadic ? '...' : ''}`;
  return argument.required ? `<${name}>` : `[${name}]`;
}

/** `memai notes list`: the command's name after its parents'. */
function fullName(command: Command): string {
  const names: string[] = [];
  for (let at: Command | null = command; at !== null; at = at.parent) names.unshift(at.name());
  return names.join(' ');
}

/** The id Docusaurus gives a heading of plain words: lower case, spaces as hyphens. */
function anchor(heading: string): string {
  return heading.toLowerCase().replace(/\s+/g, '-');
}

/** Commander's descriptions are phrases ("only notes in this collection"); the page shows sentences. */
function sentence(phrase: string): string {
  const trimmed = phrase.trim();
  if (trimmed === '') return trimmed;
  const capital = trimmed[0]?.toUpperCase() + trimmed.slice(1);
  return /[.!?]$/.test(capital) ? capital : `${capital}.`;
}

function code(value: string): string {
  return `\`${value.replace(/\|/g, '\\|')}\``;
}

/**
 * Description text as Markdown that MDX reads literally: code spans (`memai notes restore`) stay
 * code, and elsewhere the characters MDX or a table would take as syntax are escaped.
 */
function text(value: string): string {
  // Options, environment variables and addresses in a description read as code, as on the
  // hand-written pages.
  const codeLike =
    /(`[^`]*`|--[a-z][a-z-]*|\$?\b[A-Z]+(?:_[A-Z]+)+\b|\$[A-Z]+\b|https?:\/\/[^\s)]+)/;
  return value
    .split(codeLike)
    .map((part, index) => (index % 2 === 1 && !part.startsWith('`') ? `\`${part}\`` : part))
    .join('')
    .split(/(`[^`]*`)/)
    .map((part, index) =>
      index % 2 === 1 ? part.replace(/\|/g, '\\|') : part.replace(/[\\<>{}*_|[\]]/g, '\\$&'),
    )
    .join('');
}

function table(header: string[], rows: string[][]): string {
  return [header, header.map(() => '---'), ...rows]
    .map((cells) => `| ${cells.join(' | ')} |`)
    .join('\n');
}
