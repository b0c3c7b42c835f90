/** Resolves in a later task, so that the browser can handle input and paint first. */
function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    setTimeout(resolve, 0);
  });
}

/**
 * Runs each step once the one before it has finished, each in a task of its own: a step's
 * synchronous work (evaluating the modules it imports) never shares a task with the next one's.
 */
export async function inSeparateTasks(steps: ReadonlyArray<() => Promise<unknown>>): Promise<void> {
  for (const [index, step] of steps.entries()) {
    if (index > 0) await nextTask();
    await step();
  }
}
