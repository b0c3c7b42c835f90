import { expect, it } from 'vitest';
import { tutorialPage } from '../src/program-runner/program-pages.js';
import { runPage } from './code-samples/run-page.js';

// The program-pages test checks what the tutorial prints and that it cleans up; these are the
// behaviours of its error-handling step that its output alone does not show.
it("asks for step 7's missing note once and never sends its blank note", async () => {
  const { printed, server } = await runPage(tutorialPage);

  // A 404 is not retried.
  const missingPath = printed
    .map((line) => /^ {2}message: {3}GET (\/v2\/notes\/[0-9a-f-]{36}):/.exec(line)?.[1])
    .find((path) => path !== undefined);
  expect(missingPath).toBeDefined();
  expect(server.requests.filter((request) => request.path === missingPath)).toHaveLength(1);
  // The blank note was refused before sending.
  const sentContents = server.requests.map(
    (request) => (request.body as { content?: unknown })?.content,
  );
  expect(sentContents).not.toContain('   ');
});
