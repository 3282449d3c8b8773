/**
 * How long another reader's request could have waited while something ran: the longest gap
 * between ticks of a 2 ms timer, which fire only when the event loop is free.
 */
export function stallMeter() {
  let longest = 0;
  let tickedAt = performance.now();
  const ticker = setInterval(() => {
    longest = Math.max(longest, performance.now() - tickedAt);
    tickedAt = performance.now();
  }, 2);
  return {
    /** Stops the timer; the longest stall as `(longest stall N ms)`. */
    stop() {
      clearInterval(ticker);
      longest = Math.max(longest, performance.now() - tickedAt);
      return `(longest stall ${Math.round(longest)} ms)`;
    },
  };
}
