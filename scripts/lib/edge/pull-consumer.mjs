// The judge queue's HTTP pull consumer: `npm run deploy` creates it on Cloudflare with these
// settings (Wrangler's config file cannot declare HTTP pull consumers), and the edge rehearsal's
// stand-in for the pull API plays it with the same ones.

export const PULL_CONSUMER = {
  /**
   * Deliveries a message gets before it goes to the dead-letter queue, whose Worker consumer ends
   * the submission as System Error: once a pulled message's `attempts` reaches max_retries it is
   * not delivered again (Cloudflare's pull consumer docs; the dead-letter page reads as one more,
   * and judge-runner/src/sources/cloudflare-queues-model.mjs takes the stricter reading). Each failed or timed-out delivery
   * spends one, and so does a give-back by a runner (judge-runner/src/sources/cloudflare-pull.ts).
   */
  maxRetries: 5,
  /**
   * How long a pulled message stays leased when the pull names no visibility timeout. Runners
   * always name one (judge-runner --cf-visibility-ms, by default the same 300 s), so this is the
   * floor a pull made by hand (curl) gets.
   */
  visibilityTimeoutSecs: 300,
};
