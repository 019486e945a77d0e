/** Polls until `check` holds, failing with `label` after `timeoutMs`: for what the server does after answering. */
export async function eventually(check: () => boolean, label: string, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting: ${label}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
