import {
  buildProgram,
  examplesOf,
  subcommandsOf,
  type MemaiCommand as Command,
} from 'memai-cli/commands';
import { describe, expect, it } from 'vitest';
import { commandReference } from '../plugins/cli-reference';

// The command reference is generated from memai-cli's own definitions (the built package, as the
// site build reads it): every command that runs something must be on the page, complete.
const program = await buildProgram('9.9.9');
const page = commandReference(program, { examplesOf, subcommandsOf }, '9.9.9');

/** The commands that run something, each with its full name. */
function leaves(command: Command, prefix: string[] = []): { name: string; command: Command }[] {
  const name = [...prefix, command.name()];
  const children = subcommandsOf(command);
  return children.length === 0
    ? [{ name: name.join(' '), command }]
    : children.flatMap((child) => leaves(child, name));
}

/** The part of the page under `name`'s heading, up to the next heading. */
function section(name: string): string {
  const start = page.search(new RegExp(`^#{2,3} ${name}$`, 'm'));
  expect(start, `a heading for ${name}`).toBeGreaterThanOrEqual(0);
  const rest = page.slice(start);
  const end = rest.search(/\n#{2,3} /);
  return end === -1 ? rest : rest.slice(0, end);
}

describe.each(leaves(program))('$name', ({ name, command }) => {
  it('has a heading, its usage line, its description and its examples', () => {
    const text = section(name);
    expect(text).toContain(`**Usage:** \`${name} [options]`);
    // As a reader sees it: without the code marks and escapes of the Markdown.
    expect(text.replace(/[`\\]/g, '')).toContain(command.description().replace(/`/g, ''));
    expect(examplesOf(command).length).toBeGreaterThan(0);
    for (const example of examplesOf(command)) expect(text).toContain(`\n${example}\n`);
  });

  it('lists every argument and option', () => {
    const text = section(name);
    for (const argument of command.registeredArguments) {
      expect(text).toMatch(
        new RegExp(`^\\| \`[<[]${argument.name()}(\\.\\.\\.)?[>\\]]\` \\|`, 'm'),
      );
    }
    for (const option of command.options) expect(text).toContain(`| \`${option.flags}\` |`);
  });
});

it("shows an option's choices and default", () => {
  expect(section('memai notes list')).toContain(
    '| `--order-by <field>` | Newest first by this time. One of `updated_at`, `created_at`. Default: `updated_at`. |',
  );
});

it('names the version it documents', () => {
  expect(page).toContain('`memai` 9.9.9');
});

it('leaves no character outside code that MDX would read as markup', () => {
  const prose = page
    .replace(/^---\n[\s\S]*?\n---\n/, '')
    .replace(/```[\s\S]*?```/g, '')
    .replace(/`[^`]*`/g, '');
  expect(prose).not.toMatch(/(?<!\\)[<{]/);
});
