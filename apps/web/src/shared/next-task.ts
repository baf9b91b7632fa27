/**
 * Resolves in a task of its own: the browser handles input and paints first, without the 4 ms
 * a chain of timeouts waits.
 */
export const nextTask = () =>
  new Promise<void>((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
