/**
 * Resolves in a task of its own: what follows it runs after the browser has had the chance to
 * handle input, instead of lengthening the current task (Total Blocking Time on a phone).
 */
export const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));
