/** Failures of the chat's load calls are logged only (spec §8): the caller goes on without the answer. */
export const logged =
  (what: string) =>
  (error: Error): undefined => {
    console.warn(`${what} failed`, error.message);
    return undefined;
  };
