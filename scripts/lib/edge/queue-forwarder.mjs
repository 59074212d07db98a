// The rehearsal's consumer of the local `judge-jobs` queue (a Worker run beside the real one in
// the same `wrangler dev`, see rehearsal.mjs). Miniflare has no HTTP pull API, so this hands
// each batch the real Worker produced to the pull API stand-in (queues-pull-stand-in.mjs) and
// acknowledges it only once the stand-in has accepted it; otherwise the local queue delivers
// the batch again. Never deployed: on Cloudflare the queue's HTTP pull consumer takes its place.
export default {
  async queue(batch, env) {
    const messages = batch.messages.map((message) => ({
      id: message.id,
      timestampMs: message.timestamp.getTime(),
      // The Worker sends judge jobs with contentType 'json'; the pull API serves their JSON text.
      contentType: 'json',
      text: JSON.stringify(message.body),
    }));
    let response;
    try {
      response = await fetch(env.PULL_STAND_IN_FORWARD_URL, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarder-secret': env.PULL_STAND_IN_SECRET },
        body: JSON.stringify({ queue: batch.queue, messages }),
      });
    } catch (error) {
      console.error(`queue forwarder: the pull stand-in is unreachable (${error}); the batch is retried`);
      batch.retryAll({ delaySeconds: 1 });
      return;
    }
    if (response.ok) {
      batch.ackAll();
    } else {
      console.error(`queue forwarder: the pull stand-in answered ${response.status}; the batch is retried`);
      batch.retryAll({ delaySeconds: 1 });
    }
  },
};
