/**
 * Runs `run` once the next frame has been painted: a task posted from the frame's animation callback
 * runs after that frame's rendering. For work the user need not see in the same frame as what they
 * did (a focus moved after an added question is shown, a panel built after its row).
 */
export function afterNextPaint(run: () => void): void {
  requestAnimationFrame(() => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      run();
    };
    channel.port2.postMessage(null);
  });
}
