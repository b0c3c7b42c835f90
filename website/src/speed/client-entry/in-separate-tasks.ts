/** Resolves in a later task, so that the browser can handle input and paint first. */
function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    setTimeout(resolve, 0);
  });
}

/**
 * Runs each step once the one before it has finished, each in a task of its own: a step's
 * synchronous work (evaluating the modules it imports) never shares a task with the next one's,
 * nor with the caller's. The caller is the main bundle's evaluation, whose task already holds
 * the compiling of the whole bundle.
 */
export async function inSeparateTasks(steps: ReadonlyArray<() => Promise<unknown>>): Promise<void> {
  for (const step of steps) {
    await nextTask();
    await step();
  }
}
